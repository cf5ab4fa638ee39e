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
import type { ShellRoute } from './routes/shell-route';
import type { ComponentType, ReactNode } from 'react';

export interface AppProps {
  store: AppStore;
  navigator: ShellNavigator;
  /** The features' routes; tests pass stand-in pages. */
  routes?: readonly ShellRoute[];
  /** The browser's hash router (rendering / while it hydrates); the server renders / in a static router. */
  Router?: ComponentType<{ children: ReactNode }>;
}

function Startup() {
  useDocumentTitle();
  return null;
}

/** Providers, the document title, maintenance gate and the hash router (the visit redirect runs after load: live/live.ts). */
export function App({ store, navigator, routes = featureRoutes, Router = HydratingHashRouter }: AppProps) {
  return (
    <Provider store={store}>
      <UiKitProvider>
        <Startup />
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
