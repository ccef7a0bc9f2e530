// Lazy entry of the captcha image (imports the runtime and the form kit: see ./sms-fields.ts).
import '../../kit/runtime'
import '../../kit/forms'
export { CaptchaImage } from '../../kit/captcha-image'
