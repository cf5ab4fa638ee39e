// e2e-runs-long: opens and scans every route of ROUTE_LIST (two to three minutes)
import { everyRouteFlow } from './support/a11y-routes';

everyRouteFlow('visitor');
