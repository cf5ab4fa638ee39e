import { vitalsSampleRate } from './settings';
import { whenIdle } from '../startup/idle';

/**
 * Players' real page speed, started once the page has loaded (main.tsx): a sampled visit loads the
 * reporter (web-vitals and the beacon, a chunk of its own) when the browser is idle; the others
 * load nothing more. Nothing of it is in the first paint.
 * A browser where `localStorage['h5:vitals-sample']` is '1' always reports (a tester's own visit).
 */
export const FORCE_SAMPLE_KEY = 'h5:vitals-sample';

export function startVitals(win: Window, random: () => number = Math.random): void {
  if (typeof win.navigator.sendBeacon !== 'function') return;
  if (!forced(win) && random() >= vitalsSampleRate()) return;
  whenIdle(() => void import('./report').then((m) => m.reportVitals(win)).catch(() => undefined), win);
}

function forced(win: Window): boolean {
  try {
    return win.localStorage.getItem(FORCE_SAMPLE_KEY) === '1';
  } catch {
    // Storage refused (private mode): the sample decides.
    return false;
  }
}
