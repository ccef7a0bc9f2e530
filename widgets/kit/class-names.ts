/** Joins the truthy class names with spaces: `classNames('lk-btn', busy && 'is-busy')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}
