import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@h5/routing';
import { useZhanzhuye } from './use-zhanzhuye';
import { ZhanzhuyeView } from './zhanzhuye-view';
import { catalogue as homeCatalogue } from '../locales';
import { catalogue as screensCatalogue } from '../screens/locales';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export const catalogue = [homeCatalogue, screensCatalogue];

/** /zhanzhuye: one partner page; back returns to /zhanzhu. */
export default function ZhanzhuyePage() {
  const { type, url } = useZhanzhuye();
  const navigate = useNavigate();
  return <ZhanzhuyeView type={type} url={url} onBack={() => navigate(ROUTES.zhanzhu)} />;
}
