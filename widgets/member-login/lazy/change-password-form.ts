// Lazy entry of the password change (imports the runtime and the form kit: see ./sms-fields.ts).
import '../../kit/runtime'
import '../../kit/forms'
export { ChangePasswordForm } from '../change-password-form'
