// First paint: what the error boundary's 重新加载 needs to tell a chunk that did not load from any
// other error. The stale-build check (loaded on the first error) reads it too.

/** The browsers' messages for a lazy module or preload that failed (Chromium, Firefox, Vite's preload helper). */
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Unable to preload CSS for/i;
const ADDRESS = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:js|css))/;

/** The address of the chunk an error says failed to load, or null for any other error. */
export function failedChunkOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!CHUNK_FAILURE.test(message)) return null;
  return ADDRESS.exec(message)?.[1] ?? null;
}
