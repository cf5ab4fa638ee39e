import { useLocation } from 'react-router-dom';
import { useBack, useRouteLink } from '@h5/feature-kit';
import { HELP_ARTICLE_TYPES, readQuery, ROUTES } from '@h5/routing';
import { HelpArticleView } from './help-article-view';
import { useArticle } from '../components/article/use-article';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** /boutBallBetInfo?type (an unknown type opens the first entry, 关于我们). */
export default function HelpArticlePage() {
  const location = useLocation();
  const type = readQuery(ROUTES.boutBallBetInfo, location.search).type ?? HELP_ARTICLE_TYPES[0];
  const article = useArticle(type);
  const onBack = useBack(ROUTES.mine);
  const serviceLink = useRouteLink(ROUTES.kefu);
  return <HelpArticleView type={type} {...article} onBack={onBack} serviceLink={serviceLink} />;
}
