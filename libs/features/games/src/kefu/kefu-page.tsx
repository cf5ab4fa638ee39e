import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@h5/routing';
import { KefuView } from './kefu-view';
import { useKefu } from './use-kefu';
import { catalogue as homeCatalogue } from '../locales';
import { catalogue as screensCatalogue } from '../screens/locales';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export const catalogue = [homeCatalogue, screensCatalogue];

/** /kefu: customer service in a full-height frame. */
export default function KefuPage() {
  const frame = useKefu();
  const navigate = useNavigate();
  return <KefuView frame={frame} onLeave={() => navigate(ROUTES.home)} />;
}
