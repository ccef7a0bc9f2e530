/** The site's shared wording (titles the sections and the shell use), registered once with its Urdu. */
import { addMessages } from '../../core/i18n/index'
import { en } from './en'

addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })
