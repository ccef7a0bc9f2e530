/** English wording of the kit's account checks (LOGIN-15: slider human check; LOGIN-28: new-device code); ./ur.ts is typed by it. */
export const en = {
  hc_title: 'Quick check',
  hc_intro: 'Move the slider to the number in the picture, then press Check.',
  hc_slider: 'Slider',
  hc_slider_value: 'At {0} of 100',
  hc_picture: 'A number to move the slider to or to type',
  hc_check: 'Check',
  hc_text_instead: 'Answer a question instead',
  hc_slider_instead: 'Use the slider instead',
  hc_question: 'Type the number the picture shows',
  hc_loading: 'Getting a check…',
  hc_failed: 'That did not match. Here is a new check.',
  nd_title: 'Confirm it is you',
  nd_intro:
    'You are signing in from a device or network this account has not used. We will send a one-time code to you.',
  nd_send_sms: 'Send a code by SMS to {0}',
  nd_send_email: 'Send a code by e-mail to {0}',
  nd_sent: 'A code was sent to {0}. It works once, for {1} minutes.',
  nd_code: 'One-time code',
  nd_submit: 'Confirm and log in',
  nd_resend: 'Send another code',
  su_title: 'Confirm your password',
  su_intro: 'To change your contacts, payout accounts or passwords, please enter your login password.',
  su_password: 'Login password',
  su_submit: 'Confirm',
  nd_no_channel:
    'This account has no phone number or e-mail address to send a code to. Please contact customer service.',
}

declare module '../../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
