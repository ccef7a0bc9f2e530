import type { Wording } from '../../../../../core/i18n/index'
import type { en } from './en'

/** The player rank's Urdu wording. */
export const ur: Wording<typeof en> = {
  rank_title: 'ٹرن اوور کے لحاظ سے سرفہرست کھلاڑی',
  rank_period: 'مدت',
  rank_DAY: 'آج',
  rank_WEEK: 'اس ہفتے',
  rank_MONTH: 'اس مہینے',
  rank_caption: 'ٹرن اوور کے لحاظ سے سرفہرست کھلاڑی، {0} ({1} – {2})',
  rank_rank: 'درجہ',
  rank_player: 'کھلاڑی',
  rank_turnover: 'ٹرن اوور',
  rank_you: '{0} (آپ)',
  rank_yours: 'آپ کا درجہ: {1} میں سے {0}، ٹرن اوور {2}',
  rank_unranked: 'اس مدت میں آپ کی کوئی طے شدہ شرط نہیں، اس لیے آپ کا کوئی درجہ نہیں۔',
  rank_nobody: 'اس مدت میں ابھی کسی کی کوئی طے شدہ شرط نہیں۔',
  rank_note: 'ٹرن اوور طے شدہ شرطوں کی درست شرطوں کا مجموعہ ہے۔',
}
