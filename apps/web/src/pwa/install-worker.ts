// An entry of its own (apps/web/vite.config.mts), started by index.html once the page has
// loaded, after the app's scripts (tools/web-build/pwa.mjs, workerLoader): the service worker
// costs the first paint of / and /login nothing, not even a lazy import in the app's entry.
import { registerWorker, whenSettled } from './register-worker';

// Chromium offers its install prompt once per page load, often before the player opens /app:
// kept where /app's 添加到主屏幕 looks for it (games' app-download/use-install.ts,
// EARLY_PROMPT_KEY), instead of the browser's own banner on every page.
const EARLY_PROMPT_KEY = 'h5InstallPrompt';
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as unknown as Record<string, Event>)[EARLY_PROMPT_KEY] = event;
});

// The install prompt is heard from the load on; the worker registers once the page has settled.
whenSettled(registerWorker);
