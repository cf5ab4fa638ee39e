import { useLocation } from 'react-router-dom';
import { readQuery, ROUTES } from '@h5/routing';
import { AboutsView } from './abouts-view';
import { useArticle } from '../components/article/use-article';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from '../locales';

/** The about-us article of the help centre, shown when /abouts has no type. */
const ABOUT_US = 7;

/** /abouts?type: 5 terms and rules, 6 privacy policy, otherwise about us (the left menu's entry). */
export default function AboutsPage() {
  const location = useLocation();
  return <AboutsView {...useArticle(readQuery(ROUTES.abouts, location.search).type ?? ABOUT_US)} />;
}
