/**
 * One connection to `GET /api/stream` (docs/api.md "Live money"): a streamed `fetch` with the
 * bearer token in the Authorization header (EventSource cannot send it, and a token in a URL
 * ends up in logs), its body parsed as Server-Sent Events by eventsource-parser. Resolves with
 * how the connection ended, so the caller decides whether to reconnect.
 */
import { createParser } from 'eventsource-parser';
import { PUSH_STREAM_PATH, type PushEventName, type PushEvents } from '@h5/api-contract';

/** A stream is dead when nothing (event or heartbeat) arrived for this long; the hello's own interval replaces it. */
export const DEFAULT_SILENCE_MS = 45_000;

export type StreamEnd =
  /** The answer was not a stream: its envelope code (401 session, 404 off, 503 full or database away). */
  | { kind: 'refused'; code: number; retryAfterMs?: number }
  /** The server ended the stream with a `closed` event. */
  | { kind: 'closed'; reason: PushEvents['closed']['reason'] }
  /** The network, a proxy or the server dropped it, or it went silent (`silent`). */
  | { kind: 'failed'; silent?: boolean }
  /** The client closed it (logout, hidden page). */
  | { kind: 'aborted' };

export interface ReadStreamOptions {
  token: string;
  signal: AbortSignal;
  fetchFn?: typeof fetch;
  apiBaseUrl?: string;
  /** Each event but `closed`, parsed. */
  onEvent: <K extends Exclude<PushEventName, 'closed'>>(name: K, data: PushEvents[K]) => void;
}

/** How many ms the hello's heartbeat allows before the stream counts as dead: twice the interval, and a little. */
export const silenceLimit = (heartbeatMs: number): number => 2 * heartbeatMs + 5_000;

export async function readStream({ token, signal, fetchFn = fetch, apiBaseUrl = '', onEvent }: ReadStreamOptions): Promise<StreamEnd> {
  // Our own controller: the watchdog aborts the fetch without touching the caller's signal.
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  let silent = false;
  let silenceMs = DEFAULT_SILENCE_MS;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const heard = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      // A buffering proxy or a half-open connection: no heartbeat came through.
      silent = true;
      controller.abort();
    }, silenceMs);
  };
  try {
    heard();
    const response = await fetchFn(apiBaseUrl + PUSH_STREAM_PATH, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
      return refusal(response);
    }
    let closed: StreamEnd | undefined;
    const parser = createParser({
      onEvent: (message) => {
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return; // An unreadable event is skipped; the next hello or poll resyncs.
        }
        const name = message.event as PushEventName;
        if (name === 'closed') closed = { kind: 'closed', reason: (data as PushEvents['closed']).reason };
        else if (name === 'hello' || name === 'money' || name === 'order' || name === 'messages') {
          if (name === 'hello') silenceMs = silenceLimit(Number((data as PushEvents['hello']).heartbeat) || DEFAULT_SILENCE_MS / 2);
          onEvent(name, data as PushEvents[typeof name]);
        }
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      heard();
      parser.feed(decoder.decode(value, { stream: true }));
      if (closed) {
        void reader.cancel().catch(() => undefined);
        return closed;
      }
    }
    return { kind: 'failed' };
  } catch {
    return signal.aborted ? { kind: 'aborted' } : { kind: 'failed', silent };
  } finally {
    clearTimeout(watchdog);
    signal.removeEventListener('abort', abort);
  }
}

/** Not a stream: the site's envelope says why (docs/api.md "Live money": the answer). */
async function refusal(response: Response): Promise<StreamEnd> {
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterMs = retryAfter > 0 ? retryAfter * 1000 : undefined;
  try {
    const envelope = (await response.json()) as { code?: unknown };
    const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
    return { kind: 'refused', code, retryAfterMs };
  } catch {
    return { kind: 'refused', code: response.status, retryAfterMs };
  }
}
