import { Provider } from 'react-redux';
import type { AppStore } from '@h5/api-client';
import { UiKitProvider } from '@h5/ui-kit';
import { SiteGate } from './maintenance/site-gate';
import { AppRoutes } from './routes/app-routes';
import { featureRoutes } from './routes/feature-routes';
import { OverlayScreenBinding } from './routes/overlay-navigation';
import { ScrollToTop } from './routes/scroll-to-top';
import { NavigatorBinding, type ShellNavigator } from './session/navigator';
import { HydratingHashRouter } from './ssr/hydrating-hash-router';
import { useDocumentTitle } from './startup/use-document-title';
import { useVisitRedirect } from './startup/use-visit-redirect';
import type { ShellRoute } from './routes/shell-route';
import type { ComponentType, ReactNode } from 'react';

export interface AppProps {
  store: AppStore;
  navigator: ShellNavigator;
  /** The features' routes; tests pass stand-in pages. */
  routes?: readonly ShellRoute[];
  /** Where startup sends the browser when the visit URL is another address. */
  redirect?: (url: string) => void;
  /** The browser's hash router (rendering / while it hydrates); the server renders / in a static router. */
  Router?: ComponentType<{ children: ReactNode }>;
}

function Startup({ redirect }: { redirect?: (url: string) => void }) {
  useVisitRedirect(redirect);
  useDocumentTitle();
  return null;
}

/** Providers, startup redirect, maintenance gate and the hash router. */
export function App({ store, navigator, routes = featureRoutes, redirect, Router = HydratingHashRouter }: AppProps) {
  return (
    <Provider store={store}>
      <UiKitProvider>
        <Startup redirect={redirect} />
        <SiteGate>
          <Router>
            <NavigatorBinding navigator={navigator} />
            <OverlayScreenBinding />
            <ScrollToTop />
            <AppRoutes routes={routes} />
          </Router>
        </SiteGate>
      </UiKitProvider>
    </Provider>
  );
}
