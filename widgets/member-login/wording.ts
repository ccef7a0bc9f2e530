/** English wording of the password change (a lazy chunk of <member-login>; source of truth for ./ur.ts). */
export const changePasswordEn = {
  password_expired_notice: 'Your password has expired. Please choose a new one to continue.',
  password_default_notice: 'Please replace the password you were given with one of your own to continue.',
  old_password_label: 'Current password',
  new_password_label: 'New password',
  confirm_new_password_label: 'Confirm new password',
}
