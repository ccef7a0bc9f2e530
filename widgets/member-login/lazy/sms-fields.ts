// Lazy entry of the SMS tab. It also imports the runtime and the form kit, so that the
// lazy chunk reaches all of both and esbuild keeps each in one chunk (as widgets/lobbykit-site/lazy/*).
import '../../kit/runtime'
import '../../kit/forms'
export { SmsFields, validateSmsLogin } from '../sms-fields'
