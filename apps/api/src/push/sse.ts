import type { PushEventName, PushEvents } from '@h5/api-contract';

/**
 * Server-Sent Events as a streamed `fetch` reads them (the wire format of docs/api.md "Live
 * money"): `id:` (the outbox id, when the event has one), `event:`, one `data:` line of JSON
 * (JSON.stringify never writes a raw line break), a blank line.
 */
export function sseEvent<N extends PushEventName>(name: N, data: PushEvents[N], id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: keeps proxies and the client's silence timer from closing an idle stream. */
export const SSE_HEARTBEAT = ':\n\n';

/**
 * A PostgreSQL snapshot (`pg_current_snapshot()` as text, "xmin:xmax:xip,…"): which
 * transactions it saw. A stream's first figures come from one; an event written by a
 * transaction the snapshot saw is already in them and is not sent again.
 */
export function snapshotSaw(snapshot: string): (xid: string) => boolean {
  const [xmin, xmax, list] = snapshot.split(':');
  const low = BigInt(xmin);
  const high = BigInt(xmax);
  const running = new Set((list ?? '').split(',').filter(Boolean));
  return (xid) => {
    const x = BigInt(xid);
    return x < low || (x < high && !running.has(xid));
  };
}
