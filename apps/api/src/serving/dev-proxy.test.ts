import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Fastify from 'fastify';
import { requireMember } from '../auth/require-member';
import { configFromEnv } from '../config';
import { silentDbLog } from '../db/log';
import { openDb } from '../db/open-db';
import { registerOperations } from '../http/operations';
import { PROTECTION_MESSAGES } from '../protection/messages';
import { startPush } from '../push/service';
import { registerRoutes } from '../routes';

/**
 * The Vite dev server proxies to this server only the paths tools/dev-proxy.mjs names. Every
 * path the server answers, besides the web app it serves in production, must be among them,
 * or under `npm start -- --dev` a framed page (sponsors, service, the demo venue) is blank or
 * a picture broken. The list is read from the very module the Vite config imports.
 */
const DEV_PROXY = join(__dirname, '../../../../tools/dev-proxy.mjs');
const readProxy = (probes: string[]): { prefixes: string[]; rule: string; proxied: Record<string, boolean> } =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { API_PATH_PREFIXES, devServerProxy, isApiPath } from ${JSON.stringify(DEV_PROXY)};
         const paths = JSON.parse(process.argv[1]);
         const [rule] = Object.keys(devServerProxy());
         const proxied = Object.fromEntries(paths.map((p) => [p, isApiPath(p) && new RegExp(rule).test(p)]));
         console.log(JSON.stringify({ prefixes: API_PATH_PREFIXES, rule, proxied }));`,
        JSON.stringify(probes),
      ],
      { encoding: 'utf8' },
    ),
  );

// Paths that must stay the dev server's own (the app, its modules, look-alike names).
const APP_PATHS = ['/', '/index.html', '/src/main.tsx', '/@vite/client', '/apis', '/agents', '/servicex'];
// Probes of the load balancer, not of a browser: the dev server need not pass them on.
const NOT_FOR_BROWSERS = new Set(['/healthz', '/readyz']);

describe('the dev server proxy (tools/dev-proxy.mjs)', () => {
  it('covers every path the API answers, and none of the web app’s own', async () => {
    const db = await openDb({});
    try {
      const config = configFromEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:' });
      // The schemas use union types, as buildApp allows.
      const app = Fastify({ ajv: { customOptions: { allowUnionTypes: true } } });
      const routes: string[] = [];
      app.addHook('onRoute', (route) => void routes.push(route.url));
      registerOperations(app, db);
      // With live money on, so its stream's path is among those covered.
      const push = await startPush(db, config, silentDbLog);
      const auth = requireMember(db, { now: () => new Date(), withdrawOnlyRefusal: PROTECTION_MESSAGES.withdrawOnly });
      await registerRoutes(app, { db, config, auth, now: () => new Date() }, push);
      await app.ready();
      await app.close();
      await push?.close();

      // Parameters and wildcards as a concrete path the browser would ask.
      const served = [...new Set(routes)]
        .filter((url) => !NOT_FOR_BROWSERS.has(url))
        .map((url) => url.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x.png'));
      expect(served).toEqual(expect.arrayContaining(['/sponsor/1', '/venue/play', '/api/app']));
      expect(served.some((url) => url.startsWith('/pictures/'))).toBe(true);
      const { proxied } = readProxy([...served, ...APP_PATHS]);
      expect(served.filter((url) => !proxied[url])).toEqual([]);
      expect(APP_PATHS.filter((url) => proxied[url])).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
