import type { PushEventName, PushEvents } from '@h5/api-contract';

/** One event as a client reads it off the wire. */
export interface ReadEvent {
  name: string;
  id?: number;
  data: unknown;
  at: number;
}

export interface TestStream {
  status: number;
  contentType: string;
  /** The envelope when the answer was not a stream. */
  envelope?: { code: number; message: string; data: unknown };
  events: ReadEvent[];
  /** Heartbeat comment lines seen. */
  heartbeats: number;
  /** Resolves with the next event of that name not yet taken (rejects after timeoutMs). */
  next<N extends PushEventName>(name: N, timeoutMs?: number): Promise<PushEvents[N] & { id?: number }>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens GET /api/stream as the web client would: a streamed fetch with the Authorization
 * header, the body parsed as Server-Sent Events (tests only).
 */
export async function openTestStream(baseUrl: string, token: string | null): Promise<TestStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/stream`, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: abort.signal });
  const contentType = res.headers.get('content-type') ?? '';
  const events: ReadEvent[] = [];
  const taken = new Set<ReadEvent>();
  const waiters: Array<() => void> = [];
  const stream: TestStream = {
    status: res.status,
    contentType,
    events,
    heartbeats: 0,
    ended: Promise.resolve(),
    close: () => abort.abort(),
    next(name, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const found = events.find((e) => e.name === name && !taken.has(e));
          if (!found) return false;
          taken.add(found);
          resolve({ ...(found.data as object), ...(found.id === undefined ? {} : { id: found.id }) } as never);
          return true;
        };
        if (check()) return;
        const timer = setTimeout(
          () => reject(new Error(`no ${name} event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)),
          timeoutMs,
        );
        const waiter = () => {
          if (check()) {
            clearTimeout(timer);
            waiters.splice(waiters.indexOf(waiter), 1);
          }
        };
        waiters.push(waiter);
      });
    },
  };
  if (!contentType.startsWith('text/event-stream')) {
    stream.envelope = JSON.parse(await res.text());
    return stream;
  }
  stream.ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) {
            stream.heartbeats++;
            continue;
          }
          const fields = Object.fromEntries(
            block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          events.push({
            name: fields['event'],
            id: fields['id'] ? Number(fields['id']) : undefined,
            data: JSON.parse(fields['data']),
            at: Date.now(),
          });
          for (const w of [...waiters]) w();
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return stream;
}
