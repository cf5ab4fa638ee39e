import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@h5/routing';
import { SupportView } from './support-view';
import { useSupport } from './use-support';
import { catalogue as homeCatalogue } from '../locales';
import { catalogue as screensCatalogue } from '../screens/locales';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export const catalogue = [homeCatalogue, screensCatalogue];

/** /kefu: customer service in a full-height frame. */
export default function SupportPage() {
  const frame = useSupport();
  const navigate = useNavigate();
  return <SupportView frame={frame} onLeave={() => navigate(ROUTES.home)} />;
}
