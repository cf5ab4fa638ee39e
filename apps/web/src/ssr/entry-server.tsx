import { seedStartupCache, type StartupData } from '@h5/api-client';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { hashHref } from '@h5/routing';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app';
import { createNavigator } from '../session/navigator';
import { createShellStore } from '../session/create-shell-store';
import { HydrationBoundary } from './use-hydrated';

export type { StartupData };

export interface RenderedHome {
  /** The markup inside #root. */
  html: string;
  /** styled-components' <style> tags of that markup (critical CSS). */
  styles: string;
}

// Links get the hash router's addresses ('#/app'), exactly what the browser renders.
const serverNavigator: Navigator = { createHref: (to: To) => hashHref(typeof to === 'string' ? to : createPath(to)), go: () => undefined, push: () => undefined, replace: () => undefined };

// The server cannot see the hash: it always renders / (the client mounts another route itself).
const HomeRouter = ({ children }: { children: ReactNode }) => (
  <Router location="/" navigator={serverNavigator} static>
    {children}
  </Router>
);

// Rendering never calls the API: everything the first screen shows is in the data.
const noFetch: typeof fetch = () => Promise.reject(new Error('no API calls while rendering on the server'));

/**
 * The first screen of / for a visitor from the same components the browser runs, with the
 * start-up data in the cache. prerender waits for the lazy page, so the HTML is complete.
 */
export async function renderHome(data: StartupData): Promise<RenderedHome> {
  const navigator = createNavigator();
  const store = createShellStore({ navigator, token: null, fetchFn: noFetch });
  seedStartupCache(store.dispatch, data);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <StrictMode>
          <HydrationBoundary value>
            <App store={store} navigator={navigator} Router={HomeRouter} />
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
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
