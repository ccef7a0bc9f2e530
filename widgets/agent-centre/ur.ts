import type { Wording } from '../../core/i18n/index'
import type { en } from './en'

/** Urdu wording of `<agent-centre>`, loaded with Urdu. */
export const ur: Wording<typeof en> = {
  agent_centre_not_agent: 'یہ صفحہ ایجنٹس کے لیے ہے۔ آپ کا اکاؤنٹ ایجنٹ اکاؤنٹ نہیں ہے۔',
}
