// Lazy entry of the password-changed confirmation (imports the runtime: see ./sms-fields.ts).
import '../../kit/runtime'
export { PasswordChangedDialog } from '../password-changed'
