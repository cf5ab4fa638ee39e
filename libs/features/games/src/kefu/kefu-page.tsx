import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@h5/routing';
import { KefuView } from './kefu-view';
import { useKefu } from './use-kefu';

/** /kefu: customer service in a full-height frame. */
export default function KefuPage() {
  const frame = useKefu();
  const navigate = useNavigate();
  return <KefuView frame={frame} onLeave={() => navigate(ROUTES.home)} />;
}
