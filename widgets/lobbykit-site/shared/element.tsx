import { createElement } from 'react'

/**
 * Another widget's element (`<member-login>`, `<game-lobby>` …) inside a page. Created by name so a
 * page needs no JSX typing of tags that other widgets declare; the site's loader upgrades them.
 */
export function Element({
  tag,
  ...attributes
}: { tag: string } & Record<string, string | boolean | number | undefined>) {
  return createElement(tag, attributes)
}
