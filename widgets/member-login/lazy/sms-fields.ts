// Lazy entry of the SMS tab. It also imports the runtime, so that the lazy chunk reaches all of the
// runtime and esbuild keeps the runtime in one chunk (as widgets/lobbykit-site/lazy/*).
import '../../kit/runtime'
export { SmsFields } from '../sms-fields'
