/** Feedback and complaints' English wording (MEMBER-20, VAL-53, VAL-54); Urdu in ur.ts. */
export const en = {
  fb_new: 'Send feedback',
  fb_type: 'Type',
  fb_type_SUGGESTION: 'Suggestion',
  fb_type_COMPLAINT: 'Complaint',
  fb_type_DEPOSIT: 'Deposit problem',
  fb_type_WITHDRAW: 'Withdrawal problem',
  fb_type_GAME: 'Game problem',
  fb_type_QUESTION: 'Support question',
  fb_content: 'Your message',
  fb_chars: '{0} of {1} characters',
  fb_words: '{0} words (between {1} and {2})',
  fb_too_long: 'Please keep your feedback to {0} characters',
  fb_words_range: 'Please write between {0} and {1} words',
  fb_images: 'Images (optional)',
  fb_images_hint: 'png or jpg, at most {0}, {1} MB each',
  fb_images_many: 'Please add at most {0} images',
  fb_images_type: 'Images must be png or jpg',
  fb_images_large: 'Each image may be at most {0} MB',
  fb_images_picked: '{0} image(s) chosen',
  fb_send: 'Send',
  fb_sent: 'Thank you: your feedback was sent.',
  fb_history: 'Your feedback',
  fb_none: 'You have not sent any feedback yet.',
  fb_sent_on: 'Sent {0}',
  fb_with_images: '{0} image(s) attached',
  fb_reply: 'Reply',
  fb_replied_on: 'Replied {0}',
  fb_waiting: 'Waiting for a reply',
}

declare module '../../../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
