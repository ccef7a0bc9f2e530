/** English wording of the shared UI kit (widgets/kit). Source of truth for `ur-kit.ts`. */
export const enKit = {
  kit_close: 'Close',
}
