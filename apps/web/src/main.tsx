// First: React DOM's factory runs in the framework chunk's task, not in this one's (see the module).
import './ssr/evaluate-react-dom';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { seedStartupCacheInPieces } from '@h5/api-client';
import { HydrationBoundary, useHydrated } from '@h5/ui-kit';
import { App } from './app';
import { readLocaleChoice } from './i18n/choice';
import { startInLocale } from './i18n/start';
import { listenForClientErrors } from './recovery/client-errors';
import { createShellStore } from './session/create-shell-store';
import { createNavigator } from './session/navigator';
import { followEarlyInput } from './ssr/early-input';
import { holdUnhydratedTaps, takeEarlyTaps, tapWhenHydrated } from './ssr/early-taps';
import { HydratingHashRouter } from './ssr/hydrating-hash-router';
import { nextTask } from './ssr/next-task';
import { clearStartupMarks, isServerRouteHash, readStartupData, serverRouteOf } from './ssr/startup-page';

// antd-mobile's React 19 shim (installAntdMobileReact19) is not installed here: it drags
// antd-mobile's render utilities and a regenerator runtime into the first paint, and every
// imperative antd-mobile call (ui-kit's showToast/confirm, the 认证失败 dialog) installs it
// itself right before rendering.

/**
 * After hydration has swapped in the member header, the inline script's marks go and the
 * buttons tapped before the app ran are tapped again.
 */
function StartupMarks({ earlyTaps }: { earlyTaps: Element[] }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    clearStartupMarks(document);
    if (earlyTaps.length > 0) void tapWhenHydrated(earlyTaps);
  }, [hydrated, earlyTaps]);
  return null;
}

/**
 * Start-up in separate tasks, none long on a slow phone (the page has painted already: the
 * server's HTML is on screen): evaluating the modules is one task, building the store
 * another, seeding the cache another, and React renders inside a transition, which it
 * interrupts every few milliseconds to let the browser handle input, instead of in one block.
 */
async function start() {
  // Before anything can fail. The entry chunk's address names the build (for the stale-build reload).
  listenForClientErrors(window, import.meta.url);
  // The entry's modules have just run (styled components, the API's endpoints): reading the
  // language (the first localStorage access of the page) waits for a task of its own.
  await nextTask();
  // The language the server rendered (its <html lang>), then the player's: another language's
  // first-paint chunk loads beside the next steps and is in before anything renders.
  const serverLocale = document.documentElement.lang;
  const inLocale = startInLocale(readLocaleChoice(window));
  await nextTask();
  const navigator = createNavigator();
  const store = createShellStore({ navigator });
  // The server wrote app info, banners, notices and games into the page: no start-up call waits.
  const startup = readStartupData(document);
  if (startup) await seedStartupCacheInPieces(store.dispatch, startup, nextTask);
  await nextTask();
  const locale = await inLocale;

  const root = document.getElementById('root') as HTMLElement;
  // / or the prerendered route index.html's swap script put in (a visitor's /login).
  const serverRoute = serverRouteOf(root);
  // Markup in another language than the chosen one (a choice the server's cookie did not carry)
  // is rendered afresh, not hydrated into a mismatch.
  const hydrating = Boolean(
    startup && root.firstElementChild && isServerRouteHash(window.location.hash, serverRoute) && serverLocale === locale,
  );
  // From here React hears taps itself (those it would drop are held: holdUnhydratedTaps).
  const earlyTaps = takeEarlyTaps(window);
  const Router = ({ children }: { children: ReactNode }) => <HydratingHashRouter serverPath={serverRoute}>{children}</HydratingHashRouter>;
  const app = (
    <StrictMode>
      <HydrationBoundary value={hydrating}>
        <App store={store} navigator={navigator} Router={Router} />
        <StartupMarks earlyTaps={earlyTaps} />
      </HydrationBoundary>
    </StrictMode>
  );
  if (hydrating) {
    holdUnhydratedTaps(window, root);
    // Typed into /login's server HTML before its field hydrates: React's state gets it then.
    followEarlyInput(root);
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // A deep link (hidden until now by index.html's inline script) or a page without server
    // markup: render from scratch, never showing the server's HTML of another route.
    root.replaceChildren();
    const clientRoot = createRoot(root);
    startTransition(() => clientRoot.render(app));
  }

  // Once the page has loaded, in a chunk of its own (live/live.ts): players' page speed, the scroll
  // memory of back and forward (startup/after-load.ts), asking again for the start-up data the
  // page carried (it may be old: history, a tab left open) once the page is idle, and with the
  // first session live money and the reality check (live/member-live.ts).
  const afterLoad = () => void import('./live/live').then((m) => m.startAfterLoad(store, { revalidate: Boolean(startup) }));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

void start();
