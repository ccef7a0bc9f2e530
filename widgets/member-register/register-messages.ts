// The registration's wording (English here, Urdu lazy); the date of birth's comes with its rule
// (core/validation/birthday).
import { addMessages } from '../../core/i18n/index'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })
