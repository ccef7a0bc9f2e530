import type { enMissions } from './missions-wording'

/** The missions section's Urdu wording. */
export const urMissions: Record<keyof typeof enMissions, string> = {
  ms_title: 'مشنز',
  ms_period_DAY: 'آج',
  ms_period_WEEK: 'اس ہفتے',
  ms_period_MONTH: 'اس مہینے',
  ms_ends: 'ختم {0}',
  ms_reward: 'انعام {0}',
  ms_progress: 'پیش رفت',
  ms_deposits: '{1} میں سے {0} جمع',
  ms_st_open: 'جاری',
  ms_st_claimable: 'مکمل',
  ms_st_claimed: 'وصول شدہ',
  ms_claim: '{0} وصول کریں',
  ms_claim_named: '{0} وصول کریں: {1}',
  ms_claimed: '{0} آپ کے بیلنس میں شامل کر دیے گئے ہیں۔',
  ms_already: 'اس مشن کا انعام پہلے ہی وصول کیا جا چکا ہے۔',
  ms_not_complete: 'یہ مشن ابھی مکمل نہیں ہوا۔',
  ms_board: 'لیڈر بورڈ: {0}',
  ms_rank: 'درجہ',
  ms_member: 'رکن',
  ms_you: '{0} (آپ)',
  ms_your_rank: 'آپ کا درجہ: {1} میں سے {0}',
  ms_unranked: 'آپ ابھی اس لیڈر بورڈ پر نہیں ہیں۔',
  ms_nobody: 'ابھی تک کسی نے پیش رفت نہیں کی۔',
}
