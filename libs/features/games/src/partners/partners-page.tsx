import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@h5/routing';
import { PartnersView } from './partners-view';
import { usePartners } from './use-partners';
import { catalogue as homeCatalogue } from '../locales';
import { catalogue as screensCatalogue } from '../screens/locales';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export const catalogue = [homeCatalogue, screensCatalogue];

/** /zhanzhuye: one partner page; back returns to /zhanzhu. */
export default function PartnersPage() {
  const { type, url } = usePartners();
  const navigate = useNavigate();
  return <PartnersView type={type} url={url} onBack={() => navigate(ROUTES.zhanzhu)} />;
}
