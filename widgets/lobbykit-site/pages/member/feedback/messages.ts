import { addMessages } from '../../../../../core/i18n/index'
import { en } from './en'

// The feedback folder's wording, registered once for every module of the folder.
addMessages(en, { UR: () => import('./ur').then((m) => m.ur) })
