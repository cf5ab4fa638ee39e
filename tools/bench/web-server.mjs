// The API serving a built web app for the web benchmarks (web-lighthouse.mjs, web-tasks.mjs):
// its own process group, embedded database in memory, demo data, a free port.
import { spawn } from 'node:child_process';

const START_TIMEOUT_MS = 120_000;

/** Starts `main.ts` serving the built app in `webDir`, in its own process group. */
export async function startServer(webDir) {
  const server = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATA_DIR: ':memory:',
      WEB_DIR: webDir,
      WORKERS: '1',
      DEMO: '1',
      DEMO_AUTO_APPROVE_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const exited = new Promise((done) => server.on('exit', done));
  const kill = (signal) => {
    try {
      process.kill(-server.pid, signal);
      return true;
    } catch {
      return false; // already gone
    }
  };
  process.on('exit', () => kill('SIGKILL'));
  const base = await new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error('the server did not start in time')), START_TIMEOUT_MS);
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const address = /listening on (http:\/\/[\d.]+:\d+)/.exec(out)?.[1];
      if (address) {
        clearTimeout(timer);
        done(address);
      }
    });
    server.on('exit', (code) => fail(new Error(`the server exited (${code}) before listening`)));
  });
  return { base, stop: async () => kill('SIGTERM') && (await exited) };
}

/** The demo member's token (demo888). */
export async function loginToken(base) {
  const res = await fetch(`${base}/api/login_pc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'demo888', password: 'demo888' }),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`demo login failed: ${body.code} ${body.message}`);
  return body.data.api_token;
}
