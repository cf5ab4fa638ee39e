/**
 * Live money (issue 31): the shell's lazy entry to the stream. main.tsx imports this after the
 * page has loaded, so the stream's code and its SSE parser are a chunk of their own and no byte
 * of them is in the first paint. startLiveMoney follows the session itself: it opens the stream
 * at login and while the page is visible, and closes it at logout, on a 401 and when hidden.
 */
export { startLiveMoney } from '@h5/api-client';
