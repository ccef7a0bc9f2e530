import type { Dict } from './index'
import { urKit } from './ur-kit'
import { urMessages } from './ur-messages'
import { urUi } from './ur-ui'

/** The bundled Urdu dictionary: its own chunk, loaded when Urdu is chosen (only EN is in the runtime). */
export const ur: Dict = { ...urMessages, ...urKit, ...urUi }
