// Lazy entry of the captcha image (imports the runtime: see ./sms-fields.ts).
import '../../kit/runtime'
export { CaptchaImage } from '../../kit/captcha-image'
