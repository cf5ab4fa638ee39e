import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test controls, so a suite can take the database
 * away without root and without restarting the shared cluster:
 *   cut()        every open connection is reset (both ends) and new ones are refused (the
 *                port stops listening), as when PostgreSQL restarts or fails over;
 *   allow()      the port listens again and connections pass through;
 *   answerFull() new connections get PostgreSQL's own "too many clients" refusal (53300),
 *                as when max_connections is reached.
 */
export interface TcpProxy {
  readonly port: number;
  /** databaseUrl with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  cut(): Promise<void>;
  allow(): Promise<void>;
  answerFull(full: boolean): void;
  /** Connections open through the proxy now. */
  open(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let full = false;
  const server: Server = createServer((client) => {
    if (full) return refuseAsFull(client);
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
      pairs.clear();
      await closed;
    },
    allow: () => listen(port),
    answerFull(on) {
      full = on;
    },
    open: () => pairs.size,
    async close() {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What PostgreSQL sends a new connection once max_connections is reached: FATAL 53300. */
function refuseAsFull(client: Socket): void {
  client.on('error', () => undefined);
  client.once('data', () => {
    const fields = ['SFATAL', 'VFATAL', 'C53300', 'Msorry, too many clients already'].map((f) => Buffer.from(`${f}\0`));
    const body = Buffer.concat([...fields, Buffer.from([0])]);
    const header = Buffer.alloc(5);
    header.write('E', 0);
    header.writeInt32BE(body.length + 4, 1);
    client.end(Buffer.concat([header, body]));
  });
}
