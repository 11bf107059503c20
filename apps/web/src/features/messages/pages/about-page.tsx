// /about: the about page (lazy route group Content).
import { ArticlesPage } from './articles-page';

export default function AboutPage() {
  return <ArticlesPage kind="about" />;
}
