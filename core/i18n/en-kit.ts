/** English wording of the shared UI kit (widgets/kit). Source of truth for `ur-kit.ts`. */
export const enKit = {
  kit_close: 'Close',
  kit_cancel: 'Cancel',
  kit_confirm: 'Confirm',
  kit_ok: 'OK',
  kit_show_password: 'Show password',
  kit_captcha_refresh: 'Show a new code image',
  kit_captcha_loading: 'Loading the code image…',
  kit_loading: 'Loading…',
  kit_dismiss: 'Dismiss notification',
}
