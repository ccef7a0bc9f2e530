import { ArticleSection } from './articles'

/** MEMBER-23: the member centre's news page. */
export default function NewsSection() {
  return <ArticleSection kind="NEWS" tab="news" />
}
