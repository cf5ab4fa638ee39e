import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

/**
 * GET /metrics on a listener of its own (METRICS_PORT): never on the public port, where
 * `/metrics` is a path of the web app like any other (docs/operations.md, Metrics).
 */
export async function startMetricsListener(
  registry: Registry,
  host: string,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  // Scrapes that overlap (a slow collection, two scrapers) share one collection: the orders
  // waiting are read from the database once, not once per scrape in flight.
  let collecting: Promise<string> | null = null;
  const collect = () =>
    (collecting ??= registry.metrics().finally(() => {
      collecting = null;
    }));
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    collect().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (err: Error) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${err.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}/metrics`,
    // A scraper's keep-alive connection or a scrape in flight must not hold the shutdown open.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
