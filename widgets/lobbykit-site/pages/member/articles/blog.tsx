import { ArticleSection } from './articles'

/** MEMBER-22: the member centre's blog page. */
export default function BlogSection() {
  return <ArticleSection kind="BLOG" tab="blog" />
}
