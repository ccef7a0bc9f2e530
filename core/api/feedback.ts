import { call } from './http'

// Feedback and complaints (MEMBER-20): PUT /wps/feedback (API-59, FEEDBACK3); the rules and the
// history are the reference server's /wps/relay calls (api.md last paragraph). The member's session
// goes with them: the history is the member's own.

const MOD = 'FEEDBACK3'

/** The server's rules: types, 140 characters (VAL-53), the support question's words {0}–{1} (VAL-54), images. */
export interface FeedbackRules {
  types: string[]
  maxChars: number
  questionMinWords: number
  questionMaxWords: number
  maxImages: number
  maxImageBytes: number
}

export interface FeedbackItem {
  id: number
  type: string
  content: string
  imageCount: number
  createdAt: number
  reply: string | null
  repliedAt: number | null
}

export function fetchFeedbackRules(signal?: AbortSignal): Promise<FeedbackRules> {
  return call('/wps/relay/FEEDBACK_config', { modId: MOD, token: true, signal })
}

export function fetchFeedback(signal?: AbortSignal): Promise<{ list: FeedbackItem[] }> {
  return call('/wps/relay/FEEDBACK_list', { modId: MOD, token: true, signal })
}

/** Sends one; `images` are png/jpg data URLs. Answers the history. */
export function sendFeedback(body: {
  type: string
  content: string
  images: string[]
}): Promise<{ list: FeedbackItem[] }> {
  return call('/wps/feedback', { method: 'PUT', modId: MOD, token: true, body })
}
