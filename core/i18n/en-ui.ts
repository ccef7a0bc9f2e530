/** English UI wording (labels, buttons, titles). Source of truth for `ur-ui.ts`. */
export const enUi = {
  lang_EN: 'English',
  lang_UR: 'اردو',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  ok: 'OK',
  loading: 'Loading…',
  retry: 'Try again',
}
