import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { seedStartupCache, type StartupData } from '@h5/api-client';
import { DEFAULT_LOCALE, type Locale } from '@h5/domain';
import { hashHref } from '@h5/routing';
import { HydrationBoundary } from '@h5/ui-kit';
import { App } from '../app';
import { renderInLocale } from './server-locale';
import { createShellStore } from '../session/create-shell-store';
import { createNavigator } from '../session/navigator';
import type { ReactNode } from 'react';

export type { StartupData };

/** The routes a visitor may open by a link whose first screen the server renders too (see index.html's swap script). */
export const PRERENDERED_ROUTES = ['/login'] as const;

export interface RenderedHome {
  /** The markup inside #root: the first screen of /. */
  html: string;
  /** styled-components' <style> tags of every screen rendered (critical CSS). */
  styles: string;
  /** The first screens of PRERENDERED_ROUTES by path, which the page swaps in before painting when its hash names one. */
  routes: Record<string, string>;
}

// Links get the hash router's addresses ('#/app'), exactly what the browser renders.
const serverNavigator: Navigator = {
  createHref: (to: To) => hashHref(typeof to === 'string' ? to : createPath(to)),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

// The server cannot see the hash: it renders / and each prerendered route, and the page picks.
const routerAt = (path: string) =>
  function ServerRouter({ children }: { children: ReactNode }) {
    return (
      <Router location={path} navigator={serverNavigator} static>
        {children}
      </Router>
    );
  };

// Rendering never calls the API: everything the first screen shows is in the data.
const noFetch: typeof fetch = () => Promise.reject(new Error('no API calls while rendering on the server'));

/** One route for a visitor from the same components the browser runs, with the start-up data in the cache. */
async function renderRoute(path: string, data: StartupData, sheet: ServerStyleSheet): Promise<string> {
  const navigator = createNavigator();
  const store = createShellStore({ navigator, token: null, fetchFn: noFetch });
  seedStartupCache(store.dispatch, data);
  const { prelude } = await prerenderToNodeStream(
    sheet.collectStyles(
      <StrictMode>
        <HydrationBoundary value="server">
          <App store={store} navigator={navigator} Router={routerAt(path)} />
        </HydrationBoundary>
      </StrictMode>,
    ),
    // Past this many bytes React moves a finished Suspense boundary (the game list) out of
    // place and reveals it with an inline script, which the page's CSP blocks: the boundary
    // would stay hidden and hydrate with error #419. The page is complete anyway: never.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/**
 * The first screen of / and of each prerendered route for a visitor, styled by one sheet (the
 * CSS they share is sent once), in the visitor's language (docs/i18n.md: the API reads it from the
 * h5_lang cookie, else Accept-Language). prerender waits for the lazy pages, so the HTML is complete.
 */
export function renderHome(data: StartupData, locale: Locale = DEFAULT_LOCALE): Promise<RenderedHome> {
  return renderInLocale(locale, () => renderPages(data));
}

async function renderPages(data: StartupData): Promise<RenderedHome> {
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderRoute('/', data, sheet);
    const routes: Record<string, string> = {};
    for (const path of PRERENDERED_ROUTES) routes[path] = await renderRoute(path, data, sheet);
    return { html, styles: sheet.getStyleTags(), routes };
  } finally {
    sheet.seal();
  }
}

// The page the service worker shows offline, in every language (docs/performance.md, Live money and the service worker; docs/i18n.md): the build calls it.
export { renderOffline, type RenderedOffline } from '../pwa/offline-page';
