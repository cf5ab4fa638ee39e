import { revalidateStartupCache, seedStartupCache } from '@h5/api-client';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createNavigator } from './session/navigator';
import { createShellStore } from './session/create-shell-store';
import { clearStartupMarks, isHomeHash, readStartupData } from './ssr/startup-page';
import { useHydrated } from './ssr/use-hydrated';

// antd-mobile's React 19 shim (installAntdMobileReact19) is not installed here: it drags
// antd-mobile's render utilities and a regenerator runtime into the first paint, and every
// imperative antd-mobile call (ui-kit's showToast/confirm, the 认证失败 dialog) installs it
// itself right before rendering.
const navigator = createNavigator();
const store = createShellStore({ navigator });
// The server wrote app info, banners, notices and games into the page: no start-up call waits.
const startup = readStartupData(document);
if (startup) seedStartupCache(store.dispatch, startup);

/** After hydration has swapped in the member header, the inline script's marks go. */
function StartupMarks() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) clearStartupMarks(document);
  }, [hydrated]);
  return null;
}

const app = (
  <StrictMode>
    <App store={store} navigator={navigator} />
    <StartupMarks />
  </StrictMode>
);
const root = document.getElementById('root') as HTMLElement;
if (startup && root.firstElementChild && isHomeHash(window.location.hash)) {
  hydrateRoot(root, app);
} else {
  // A deep link (hidden until now by index.html's inline script) or a page without server
  // markup: render from scratch, never showing the server's home page.
  root.replaceChildren();
  createRoot(root).render(app);
}

// The carried data may be old (history, a tab left open): ask again once the page is idle.
if (startup) {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  window.addEventListener('load', () => idle(() => revalidateStartupCache(store.dispatch), { timeout: 5000 }), { once: true });
}
