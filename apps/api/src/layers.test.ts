import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The server's layers go one way (docs/architecture.md §6): each area of `src/` sits on one
 * layer, and a file may import only from its own area or from areas on layers below it. A new
 * folder or top-level file must be placed here before its code can land. Test files are left
 * out (a test may reach anything it tests).
 */
const LAYERS: string[][] = [
  // The process, the migrate step, the operator command line, the ledger check and the tests' server (test/harness.ts starts the whole app).
  ['main', 'migrate-main', 'operator-main', 'ledger-main', 'test'],
  ['app'],
  // HTTP adapters: parse the call, call an area's service, answer.
  ['routes'],
  // The fleet check (it seeds its database); pages and files the server serves; the demo data;
  // what the instance tells its scraper.
  ['fleet'],
  ['serving', 'seed', 'metrics'],
  ['security'],
  // The areas, each owning its tables; an area may use the ones below it.
  ['operator'],
  ['accounts', 'venues'],
  ['protection', 'push'],
  ['money'],
  ['content'],
  ['context', 'cluster'],
  ['config', 'shutdown'],
  // Sessions and the gate of member calls.
  ['auth'],
  // What a transaction noted for the streams; the envelope, errors, route helpers, the log.
  ['events', 'http'],
  ['db', 'i18n'],
  // What the rest knows of tracing (the SDK itself loads only when it is on).
  ['tracing'],
];

const SRC = __dirname;
const layerOf = new Map(LAYERS.flatMap((areas, i) => areas.map((area) => [area, i] as const)));
/** The folder under src/, or the top-level file's name without `.ts`. */
const areaOf = (file: string): string => relative(SRC, file).split('/')[0].replace(/\.ts$/, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files of src/ a file imports (static, dynamic and type imports), as absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
  return specifiers.map((s) => resolve(dirname(file), s)).filter((target) => !relative(SRC, target).startsWith('..'));
}

describe('the server layers (docs/architecture.md §6)', () => {
  const files = sourceFiles(SRC);

  it('places every area of src/ on a layer', () => {
    const unplaced = [...new Set(files.map(areaOf))].filter((area) => !layerOf.has(area));
    expect(unplaced).toEqual([]);
  });

  it('imports only from its own area or a layer below', () => {
    const upward: string[] = [];
    for (const file of files) {
      const from = areaOf(file);
      for (const target of importsOf(file)) {
        const to = areaOf(target);
        if (to === from) continue;
        if ((layerOf.get(to) ?? -1) <= (layerOf.get(from) ?? -1)) upward.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('keeps SQL out of routes/: a route parses, calls an area and answers', () => {
    const sql = /\b(?:SELECT\s|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)|\.query\s*[<(]/;
    const found = files
      .filter((f) => areaOf(f) === 'routes')
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .map((line, i) => ({ f, i, line })),
      )
      .filter(({ line }) => sql.test(line))
      .map(({ f, i, line }) => `${relative(SRC, f)}:${i + 1}: ${line.trim()}`);
    expect(found).toEqual([]);
  });

  it('finds the imports it checks (a rule that reads nothing proves nothing)', () => {
    const app = files.find((f) => relative(SRC, f) === 'app.ts') as string;
    expect(importsOf(app).map((t) => areaOf(t))).toEqual(expect.arrayContaining(['auth', 'routes', 'push', 'http']));
  });
});
