import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory, type Location, type NavigationType } from 'react-router-dom';

interface RouterState {
  action: NavigationType;
  location: Location;
  /** The hash the state was read from: a change nobody announced still shows. */
  hash: string;
}

// What the server rendered (apps/web/src/ssr/entry-server.tsx renders / only).
const SERVER_STATE: RouterState = {
  action: 'POP' as NavigationType,
  location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  hash: '',
};

function isServerLocation({ pathname, search, hash, state, key }: Location): boolean {
  const server = SERVER_STATE.location;
  return pathname === server.pathname && search === server.search && hash === server.hash && state === server.state && key === server.key;
}

function createLocationStore() {
  const history = createHashHistory({ v5Compat: true });
  // On / the server's own state object: React then finds nothing changed after hydrating and
  // skips the synchronous re-render of the router it forces when an external store's snapshot
  // differs from the server's (Router's memo spares the pages below it either way).
  const read = (): RouterState =>
    history.action === SERVER_STATE.action && isServerLocation(history.location)
      ? SERVER_STATE
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
 * The hash router, but while React hydrates the server's HTML it renders / (all the server
 * can render) and only then the address of the tab. HashRouter reads the hash when it first
 * renders: a tab that moves on (a link, a test opening /mine right after a reload) before the
 * hydration render got another route than the server's HTML (React error #418). A client-only
 * render (createRoot) reads the hash at once.
 */
export function HydratingHashRouter({ children }: { children: ReactNode }) {
  const [store] = useState(createLocationStore);
  const { action, location } = useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_STATE);
  return (
    <Router location={location} navigationType={action} navigator={store.history}>
      {children}
    </Router>
  );
}
