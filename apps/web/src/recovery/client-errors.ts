// What the first paint carries of error handling: the listeners and a one-line hand-off. What
// an error needs (reporting, the stale-build check) is a chunk loaded on the first error.

let buildId = '';
let handler: Promise<typeof import('./handle-client-error')> | undefined;

/** Reports an error to the server and, when a chunk of an older build is gone, reloads once. */
export function onClientError(error: unknown, source: string): void {
  (handler ??= import('./handle-client-error')).then(
    // Never throws back here: a failure while handling an error must not become another error.
    (m) => m.handleClientError(error, source, buildId).catch(() => undefined),
    // Offline: nothing to send it with; the next error tries to load the handler again.
    () => (handler = undefined),
  );
}

/**
 * Uncaught errors and rejected promises anywhere (the boundaries report what they catch).
 * Vite's `vite:preloadError` is not listened to: Vite rethrows that error to the import()
 * unless a listener prevents it, so it reaches a boundary or `unhandledrejection` anyway.
 * `build` names the running build (the entry chunk's address): a reload onto a new build is
 * remembered per build.
 */
export function listenForClientErrors(win: Window, build: string): void {
  buildId = build;
  win.addEventListener('error', (event) => onClientError(event.error ?? event.message, 'window.error'));
  win.addEventListener('unhandledrejection', (event) => onClientError(event.reason, 'unhandledrejection'));
}
