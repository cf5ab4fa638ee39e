import { useCallback, useEffect, useState } from 'react';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * Where the app's service-worker entry keeps a prompt the browser offered before /app was
 * open (apps/web/src/pwa/install-worker.ts): Chromium offers it once per page load.
 */
export const EARLY_PROMPT_KEY = 'h5InstallPrompt';

/** What /app offers for 添加到主屏幕: the browser's prompt, the iOS Safari steps, or nothing. */
export type InstallOffer = 'prompt' | 'ios' | 'none';

export interface InstallEnv {
  window: Window;
  userAgent: string;
}

/** Already running from the home screen: nothing to offer. */
export const runsInstalled = (win: Window): boolean =>
  win.matchMedia?.('(display-mode: standalone)').matches === true ||
  (win.navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iOS Safari (not Chrome, Firefox or an in-app browser on iOS): only it adds to the home screen there. */
export const isIosSafari = (userAgent: string): boolean =>
  /iP(hone|ad|od)/.test(userAgent) && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|MicroMessenger|QQ\//.test(userAgent);

const earlyPrompt = (win: Window) => (win as unknown as Record<string, InstallPromptEvent | undefined>)[EARLY_PROMPT_KEY] ?? null;

/** /app's 添加到主屏幕: which offer, and the install action for the browser's prompt. */
export function useInstall({ window: win, userAgent }: InstallEnv = { window, userAgent: navigator.userAgent }) {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(() => earlyPrompt(win));
  const [installed, setInstalled] = useState(() => runsInstalled(win));

  useEffect(() => {
    const offered = (event: Event) => {
      // Ours to show from the button, not the browser's own banner.
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const done = () => {
      setPrompt(null);
      setInstalled(true);
    };
    win.addEventListener('beforeinstallprompt', offered);
    win.addEventListener('appinstalled', done);
    return () => {
      win.removeEventListener('beforeinstallprompt', offered);
      win.removeEventListener('appinstalled', done);
    };
  }, [win]);

  const install = useCallback(async () => {
    if (!prompt) return;
    // A prompt can be shown once: whatever the answer, the browser offers a new one if it may.
    setPrompt(null);
    (win as unknown as Record<string, unknown>)[EARLY_PROMPT_KEY] = undefined;
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'accepted') setInstalled(true);
  }, [prompt, win]);

  const offer: InstallOffer = installed ? 'none' : prompt ? 'prompt' : isIosSafari(userAgent) ? 'ios' : 'none';
  return { offer, install };
}
