import { ArticleSection } from './articles'

/** MEMBER-21: the member centre's about page. */
export default function AboutSection() {
  return <ArticleSection kind="ABOUT" tab="about" />
}
