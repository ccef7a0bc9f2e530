/** English wording of the password-changed confirmation (PWD-5, issue 3); spec §8 has none. */
export const enPasswordChanged = {
  pwd_changed: 'Your password has been changed. Use the new password the next time you log in.',
}
