import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// PostgreSQL statements are prepared per connection (postgres-db.ts): a `SELECT *` prepared
// before a migration adds a column fails on every running instance until it restarts.
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

test('no query of the server selects * (columns are named)', () => {
  const offenders = sources(join(__dirname, '..')).filter((file) =>
    /SELECT\s+\*/i.test(readFileSync(file, 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '')),
  );
  expect(offenders).toEqual([]);
});
