// /guide: the guide page (lazy route group Content).
import { ArticlesPage } from './articles-page';

export default function GuidePage() {
  return <ArticlesPage kind="guide" />;
}
