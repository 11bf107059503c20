// /news: the news page (lazy route group Content).
import { ArticlesPage } from './articles-page';

export default function NewsPage() {
  return <ArticlesPage kind="news" />;
}
