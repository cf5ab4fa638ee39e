import { createAppStore, type StoreOptions } from '@h5/api-client';
import { createSessionListener, type SessionListenerDeps } from './session-listener';
import type { ShellNavigator } from './navigator';

export interface ShellStoreOptions extends Omit<StoreOptions, 'middleware'> {
  navigator: ShellNavigator;
  showExpiredDialog?: SessionListenerDeps['showExpiredDialog'];
}

/** The app's one store with the shell's session listener attached. */
export function createShellStore({ navigator, showExpiredDialog, ...options }: ShellStoreOptions) {
  return createAppStore({ ...options, middleware: [createSessionListener({ navigator, showExpiredDialog })] });
}
