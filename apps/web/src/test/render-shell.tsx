import { configure, render, screen, within } from '@testing-library/react';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { selectIsLoggedIn, useUserQuery, writeToken } from '@h5/api-client';
import type { FakeAnswer } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import { App } from '../app';
import { shellFakeApi } from './fake-api';
import { createShellStore } from '../session/create-shell-store';
import { createNavigator } from '../session/navigator';
import type { ShellRoute } from '../routes/shell-route';

// Lazy chunks and the real store run here; on a busy 2-core CI machine 1 s is too tight.
configure({ asyncUtilTimeout: 4000 });

function StubPage({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <p>
      {name} page at {pathname + search}
    </p>
  );
}

/** A members' page that loads the user, so a revoked session fails on two calls at once. */
function MemberPage() {
  const loggedIn = useSelector(selectIsLoggedIn);
  useUserQuery(undefined, { skip: !loggedIn });
  return <StubPage name="member" />;
}

const stub = (path: string, name: string): ShellRoute => ({ path, Page: () => <StubPage name={name} /> });

/** Stand-ins for the features' pages: the shell's tests are about the shell. */
export const stubRoutes: readonly ShellRoute[] = [
  stub('/', 'home'),
  stub('/activity', 'activity'),
  stub('/zhanzhu', 'zhanzhu'),
  stub('/hongbao', 'hongbao'),
  { path: '/mine', Page: MemberPage },
  stub('/login', 'login'),
  stub('/gamePage', 'game'),
  stub('/message', 'message'),
  stub('/abouts', 'abouts'),
  { path: '/vip', Page: MemberPage },
];

export interface RenderShellOptions {
  /** The hash route to start on, e.g. '/mine?x=1'. */
  at?: string;
  token?: string | null;
  answers?: Record<string, FakeAnswer>;
  /** Pages other than the stand-ins (e.g. one that fails). */
  routes?: readonly ShellRoute[];
}

/** The whole shell with the real store (and session listener) against a fake API. */
export function renderShell({ at = '/', token = null, answers = {}, routes = stubRoutes }: RenderShellOptions = {}) {
  installAntdMobileReact19();
  // jsdom has no scrolling; the shell's scroll-to-top is checked through this spy.
  window.scrollTo = jest.fn() as typeof window.scrollTo;
  sessionStorage.clear();
  localStorage.clear();
  if (token) writeToken(token);
  window.location.hash = `#${at}`;
  const api = shellFakeApi(answers);
  const navigator = createNavigator();
  const store = createShellStore({ navigator, fetchFn: api.fetchFn, token });
  const view = render(<App store={store} navigator={navigator} routes={routes} />);
  return { ...view, api, store };
}

/** The hash route shown, without the leading '#'. */
export const currentRoute = () => decodeURIComponent(window.location.hash.slice(1));

/** A tab of the bottom bar (a link: it works before the app has started). */
export const tab = (name: string) => within(screen.getByRole('navigation', { name: '底部导航' })).getByRole('link', { name });
