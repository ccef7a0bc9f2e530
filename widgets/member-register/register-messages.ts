// The registration's wording (English here, Urdu lazy), registered once for every part that shows
// it: <member-register> and the social sign-up step's date of birth (./birthday).
import { addMessages } from '../../core/i18n/index'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })
