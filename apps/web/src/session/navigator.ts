import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { hashHref } from '@h5/routing';

/** Lets code outside React (the session listener) navigate with the app's router. */
export interface ShellNavigator {
  go(path: string): void;
  bind(navigate: (path: string) => void): () => void;
}

export function createNavigator(): ShellNavigator {
  let target: ((path: string) => void) | null = null;
  return {
    go(path) {
      // Before the router mounts, the hash is the router's state anyway.
      if (target) target(path);
      else window.location.hash = hashHref(path);
    },
    bind(navigate) {
      target = navigate;
      return () => {
        if (target === navigate) target = null;
      };
    },
  };
}

/** Rendered once inside the router: hands its navigate function to the navigator. */
export function NavigatorBinding({ navigator }: { navigator: ShellNavigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.bind((path) => navigate(path, { replace: true })), [navigator, navigate]);
  return null;
}
