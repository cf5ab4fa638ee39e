// An entry of its own (apps/web/vite.config.mts), started by index.html once the page has
// loaded (tools/web-build/pwa.mjs, workerLoader): the service worker costs the first paint
// of / and /login nothing, not even a lazy import in the app's entry.
import { registerWorker } from './register-worker';

registerWorker();
