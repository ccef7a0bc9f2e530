// The kit of the three form widgets (member-login with its lazy parts, member-register,
// forgot-password), imported by each of their entries only to decide where esbuild puts these
// modules: reached from the same entries, they share one chunk instead of eight small ones that
// each page fetches and each compress on their own (DESIGN "Budgets"; `npm run size:why`).
// Widgets still import what they use from the modules themselves.
import './field'
import './tabs'
import './checkbox'
import './country-code-picker'
import './use-captcha'
import './form-card'
import '../../core/stores/countries'
import '../../core/constants'
import '../../core/api/verification'
import './modal'
import './dialog'
