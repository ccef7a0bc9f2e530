// Live chat with the hosts (MEMBER-41, POP-9): members only — a visitor gets the login popup, a trial
// player 'need a real account' (the server refuses them too) —; the chat opens the returned chatUrl,
// checked, in the chat-room popup (full page on phones: the popup fills a narrow screen).
import { atom } from 'nanostores'
import { requestChat, type ChatModel } from '../api/lottery'
import { errorMessageOf } from '../errors'
import { t } from '../i18n/index'
import { openPopup } from '../stores/popup'
import { $session } from '../stores/session'
import { showGameNotice } from './launch'
import { safeGameUrl } from './launch-url'

/** The open chat: the host and the chat page's URL. */
export const $chatView = atom<{ model: ChatModel; url: string } | null>(null)

/** How opening a chat ended. */
export type ChatOutcome = 'login' | 'needRealAccount' | 'open' | 'failed'

/** API-56: opens a chat with `model` in the chat-room popup. */
export async function openChat(model: ChatModel): Promise<ChatOutcome> {
  const session = $session.get()
  if (session.status !== 'loggedIn') {
    openPopup('login')
    return 'login'
  }
  if (session.isTrial) {
    showGameNotice(t('in_need_true_account'))
    return 'needRealAccount'
  }
  try {
    const url = safeGameUrl((await requestChat(model.modelId)).chatUrl)
    if (!url) throw new Error('[lobbykit] chat: unsafe chatUrl')
    $chatView.set({ model, url })
    openPopup('chat')
    return 'open'
  } catch (error) {
    showGameNotice(errorMessageOf(error), 'error')
    return 'failed'
  }
}
