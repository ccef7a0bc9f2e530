// Lazy entry of the password change (imports the runtime: see ./sms-fields.ts).
import '../../kit/runtime'
export { ChangePasswordForm } from '../change-password-form'
