import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory, type Location, type NavigationType } from 'react-router-dom';
import { replacingOverlayEntries } from '../routes/overlay-navigation';

interface RouterState {
  action: NavigationType;
  location: Location;
  /** The hash the state was read from: a change nobody announced still shows. */
  hash: string;
}

// What the server rendered (apps/web/src/ssr/entry-server.tsx): / or a prerendered route. One
// object per path, so the store's server snapshot is stable.
const serverStates = new Map<string, RouterState>();
function serverState(pathname: string): RouterState {
  let state = serverStates.get(pathname);
  if (!state) {
    state = { action: 'POP' as NavigationType, location: { pathname, search: '', hash: '', state: null, key: 'default' }, hash: '' };
    serverStates.set(pathname, state);
  }
  return state;
}

function isServerLocation({ pathname, search, hash, state, key }: Location, server: Location): boolean {
  return pathname === server.pathname && search === server.search && hash === server.hash && state === server.state && key === server.key;
}

function createLocationStore(server: RouterState) {
  const history = replacingOverlayEntries(createHashHistory({ v5Compat: true }));
  // On the server's route its own state object: React then finds nothing changed after hydrating
  // and skips the synchronous re-render of the router it forces when an external store's
  // snapshot differs from the server's (Router's memo spares the pages below it either way).
  const read = (): RouterState =>
    history.action === server.action && isServerLocation(history.location, server.location)
      ? server
      : { action: history.action, location: history.location, hash: window.location.hash };
  let state = read();
  return {
    history,
    // history.location is a new object on every read: keep one per hash, as the store needs.
    getSnapshot: () => {
      if (window.location.hash !== state.hash) state = read();
      return state;
    },
    subscribe: (onChange: () => void) =>
      history.listen(() => {
        state = read();
        onChange();
      }),
  };
}

/**
 * The hash router, but while React hydrates the server's HTML it renders the server's route
 * (`serverPath`: / or the prerendered route the page swapped in) and only then the address of
 * the tab. HashRouter reads the hash when it first
 * renders: a tab that moves on (a link, a test opening /mine right after a reload) before the
 * hydration render got another route than the server's HTML (React error #418). A client-only
 * render (createRoot) reads the hash at once.
 */
export function HydratingHashRouter({ children, serverPath = '/' }: { children: ReactNode; serverPath?: string }) {
  const server = serverState(serverPath);
  const [store] = useState(() => createLocationStore(server));
  const { action, location } = useSyncExternalStore(store.subscribe, store.getSnapshot, () => server);
  return (
    <Router location={location} navigationType={action} navigator={store.history}>
      {children}
    </Router>
  );
}
