import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The server as a built program (docs/operations.md "Running the built server"):
// `npm run build:api` writes dist/apps/api/main.js with its migrations and assets beside it,
// and plain `node` runs it — no TypeScript loader, no build at start, only the package.json
// "dependencies" required — from any folder.
const ROOT = join(__dirname, '..', '..', '..');
const OUT = join(ROOT, 'dist/apps/api');

function nodeEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // A production start needs its sealing key (docs/operations.md "Production settings").
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    WORKERS: '1',
    ACCOUNT_SECRET_KEY: '3b'.repeat(32),
    ...extra,
  };
  delete env['NODE_OPTIONS'];
  delete env['DATABASE_URL'];
  return env;
}

describe('the built server (npm run build:api)', () => {
  beforeAll(() => {
    const built = spawnSync(process.execPath, [join(ROOT, 'tools/build-api.mjs')], { cwd: ROOT, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build:api failed:\n${built.stdout}${built.stderr}`);
  });

  it('writes main.js and migrate.js with the migrations and the picture generator beside them', () => {
    for (const file of ['main.js', 'migrate.js', 'pictures/generate.mjs', 'pictures/seed-content.json'])
      expect(existsSync(join(OUT, file))).toBe(true);
    const sources = readFileSync(join(ROOT, 'apps/api/src/db/migrations/001_accounts.sql'), 'utf8');
    expect(readFileSync(join(OUT, 'migrations/001_accounts.sql'), 'utf8')).toBe(sources);
    const { requires } = JSON.parse(readFileSync(join(OUT, 'build.json'), 'utf8')) as { requires: string[] };
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(requires.filter((name) => !(name in pkg.dependencies))).toEqual([]);
    expect(requires).toEqual(expect.arrayContaining(['fastify', 'pg', '@electric-sql/pglite']));
    // Nothing of the TypeScript toolchain is asked for at run time.
    const main = readFileSync(join(OUT, 'main.js'), 'utf8');
    expect(main).not.toMatch(/require\("(tsx|typescript|esbuild|@swc\/[^"]+)"\)/);
  });

  it('runs under plain node from another folder: migrate step, then the server serving the demo', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'h5-built-'));
    const dbEnv = { DATABASE: 'embedded', DATA_DIR: join(cwd, 'pglite'), FILES_DIR: join(cwd, 'files') };
    const step = spawnSync(process.execPath, [join(OUT, 'migrate.js')], { cwd, env: nodeEnv(dbEnv), encoding: 'utf8' });
    expect(step.stdout + step.stderr).toContain('migrate: applied 001_accounts.sql');
    expect(step.status).toBe(0);

    const proc = spawn(process.execPath, [join(OUT, 'main.js')], {
      cwd,
      env: nodeEnv({ ...dbEnv, DEMO: '1', PORT: '0', MIGRATE_ON_START: '0', LOG_LEVEL: 'warn' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    proc.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
    try {
      const base = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the built server did not start:\n${out}`)), 45_000);
        proc.stdout.on('data', () => {
          const address = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
          if (address) {
            clearTimeout(timer);
            resolve(address);
          }
        });
        void exited.then((code) => reject(new Error(`the built server exited (${code}):\n${out}`)));
      });
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const login = await fetch(`${base}/api/login_pc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'demo888', password: 'demo888' }),
      });
      expect(((await login.json()) as { code: number }).code).toBe(200);
      // The demo pictures, drawn by the generator beside main.js.
      expect((await fetch(`${base}/pictures/logo.svg`)).status).toBe(200);
    } finally {
      proc.kill('SIGINT');
    }
    expect(await exited).toBe(0);
  });
});
