// Proves the generators make code that passes the checks a pull request runs: in a throwaway
// copy of the workspace (this tree's files; node_modules linked, not copied), it generates a
// feature, a screen in it, and a visitor's screen in an existing feature, then runs typecheck
// of every project they touched, lint of every file they wrote or edited and the jest tests
// they wrote.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';

const ROOT = process.cwd();
const copy = mkdtempSync(join(tmpdir(), 'h5-generators-'));
const ENV = {
  ...process.env,
  FORCE_COLOR: '0',
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TELEMETRY: 'false',
  NX_WORKSPACE_DATA_DIRECTORY: join(copy, '.nx-data'),
};

const NX = join(ROOT, 'node_modules/.bin/nx');
const spawnIn = (command, args) => spawnSync(command, args, { cwd: copy, env: ENV, encoding: 'utf8', maxBuffer: 64e6 });

function run(command, args) {
  const result = spawnIn(command, args);
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  // jest reports on stderr.
  return result.stdout + result.stderr;
}
const nx = (...args) => run(process.execPath, [NX, ...args]);
const read = (path) => readFileSync(join(copy, path), 'utf8');

before(() => {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  for (const file of files.split('\0').filter((f) => f && existsSync(join(ROOT, f)))) {
    mkdirSync(join(copy, dirname(file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  nx('g', '@h5/generators:feature', 'bonus');
  nx(
    'g',
    '@h5/generators:screen',
    'bonus',
    'bonus-history',
    '--route=/bonusHistory',
    '--title=红利记录',
    '--titleEn=Bonus history',
    '--titleVi=Lịch sử thưởng',
    '--titleTh=ประวัติโบนัส',
    '--titlePtBR=Histórico de bônus',
    '--fallback=mine',
  );
  nx(
    'g',
    '@h5/generators:screen',
    'wallet',
    'wallet-guide',
    '--route=/walletGuide',
    '--title=钱包指南',
    '--titleEn=Wallet guide',
    '--titleVi=Hướng dẫn ví',
    '--titleTh=คู่มือกระเป๋าเงิน',
    '--titlePtBR=Guia da carteira',
    '--members=false',
  );
});

after(() => rmSync(copy, { recursive: true, force: true }));

test('the feature is registered where the workspace looks for it', () => {
  assert.deepEqual(JSON.parse(read('libs/features/bonus/project.json')).tags, ['type:feature', 'scope:bonus']);
  assert.deepEqual(JSON.parse(read('tsconfig.base.json')).compilerOptions.paths['@h5/bonus'], ['libs/features/bonus/src/index.ts']);
  assert.match(read('CODEOWNERS'), /^\/libs\/features\/bonus\/ +@h5-team\/bonus$/m);
  assert.match(read('apps/web/src/routes/feature-routes.ts'), /\.\.\.bonusRoutes,?\s*\]/);
  // Its README says what it is, what it may import, its entry and its test command.
  const readme = read('libs/features/bonus/README.md');
  assert.match(readme, /^# @h5\/bonus$/m);
  assert.match(readme, /scope:bonus/);
  assert.match(readme, /`bonusRoutes`/);
  assert.match(readme, /npx nx run-many -t lint typecheck test -p bonus/);
});

test('the screens are routed: path, members-only list, lazy page, title', () => {
  assert.match(read('libs/shared/routing/src/paths.ts'), /bonusHistory: '\/bonusHistory',/);
  assert.match(read('libs/shared/routing/src/access.ts'), /ROUTES\.bonusHistory,/);
  assert.doesNotMatch(read('libs/shared/routing/src/access.ts'), /ROUTES\.walletGuide/, "a visitor's screen is not members-only");
  assert.match(read('libs/features/bonus/src/index.ts'), /import\('\.\/bonus-history\/bonus-history-page'\)/);
  assert.match(read('libs/features/wallet/src/messages.ts'), /walletGuide: \{\n {4}title: '钱包指南',/);
  assert.match(read('libs/features/bonus/src/bonus-history/use-bonus-history.ts'), /useBack\(ROUTES\.mine\)/);
});

test("a translated feature's screen has its title in every language and renders in the active one (docs/i18n.md)", () => {
  assert.match(read('libs/features/bonus/src/locales/pt-BR.ts'), /bonusHistory: \{\n {6}title: 'Histórico de bônus',/);
  assert.match(read('libs/features/bonus/src/locales/th.ts'), /title: 'ประวัติโบนัส'/);
  assert.match(read('libs/features/bonus/src/bonus-history/bonus-history-page.tsx'), /export \{ catalogue \} from '\.\.\/locales';/);
});

test("the page hands the model's result to the view as it is, and the view is built from ui-kit (docs/architecture.md §4)", () => {
  for (const [feature, name, className] of [
    ['bonus', 'bonus-history', 'BonusHistory'],
    ['wallet', 'wallet-guide', 'WalletGuide'],
  ]) {
    const dir = `libs/features/${feature}/src/${name}`;
    // No adapter that renames props: the model returns the view's props by the view's names.
    assert.match(read(`${dir}/${name}-page.tsx`), new RegExp(`return <${className}View \\{\\.\\.\\.use${className}\\(\\)\\} />;`));
    assert.match(read(`${dir}/use-${name}.ts`), new RegExp(`export function use${className}\\(\\): ${className}ViewProps \\{`));
    for (const file of [`${name}-view.tsx`, `${name}-page.tsx`, `use-${name}.ts`, `${name}-view.stories.tsx`]) {
      const code = read(`${dir}/${file}`);
      // Layout and type from ui-kit's primitives, no styled component of the feature's own.
      assert.doesNotMatch(code, /\bstyled(\.\w+|\()|from 'styled-components'/, `${dir}/${file} declares a styled component`);
    }
    // A pure view: no router (links come as props), no data layer.
    const view = read(`${dir}/${name}-view.tsx`);
    assert.deepEqual(
      [...view.matchAll(/from '([^']+)'/g)].map(([, source]) => source),
      ['@h5/ui-kit', '../messages'],
      `${dir}/${name}-view.tsx imports beyond ui-kit and its messages`,
    );
  }
});

test('a second run refuses instead of writing twice', () => {
  const again = spawnIn(process.execPath, [
    NX,
    'g',
    '@h5/generators:screen',
    'bonus',
    'bonus-history',
    '--route=/bonusHistory',
    '--title=红利记录',
  ]);
  assert.notEqual(again.status, 0);
  assert.match(again.stdout + again.stderr, /already exists/);
});

test('what they made passes lint, typecheck, the format check and its own tests', () => {
  // The web app and every library in one program, as npm test checks them: the new feature, the
  // screens and every file the generators edited (routing, the shell's routes). Each project's own
  // target would check again every library it imports (bonus, wallet, routing and web's targets
  // took ~80 s more CPU than this one program). The new feature's target is the one every feature
  // gets from nx.json's defaults; that it is there is checked, not run again.
  run(process.execPath, [join(ROOT, 'node_modules/.bin/tsc'), '-p', 'tsconfig.typecheck-web.json', '--noEmit']);
  const bonus = JSON.parse(nx('show', 'project', 'bonus', '--json'));
  assert.equal(bonus.targets.typecheck?.options?.command, 'tsc -p libs/features/bonus/tsconfig.json --noEmit');
  assert.deepEqual(JSON.parse(read('libs/features/bonus/tsconfig.json')).include, ['src/**/*.ts', 'src/**/*.tsx']);
  // Lint of what they wrote or edited (the whole of wallet and web is linted by the run itself;
  // the boundary rule needs no project graph, so eslint alone is what an editor would run), and
  // the same files as Prettier writes them (the CI's format check).
  const written = [
    'libs/features/bonus',
    'libs/features/wallet/src/wallet-guide',
    'libs/features/wallet/src/index.ts',
    'libs/features/wallet/src/messages.ts',
    'libs/features/wallet/src/locales',
    'libs/shared/routing/src',
    'apps/web/src/routes',
  ];
  run(process.execPath, [join(ROOT, 'node_modules/.bin/eslint'), '--max-warnings=0', ...written]);
  run(process.execPath, [join(ROOT, 'node_modules/.bin/prettier'), '--check', ...written]);
  const jest = (project, ...paths) =>
    run(process.execPath, [
      join(ROOT, 'node_modules/.bin/jest'),
      '--config',
      `libs/features/${project}/jest.config.cts`,
      '--coverage=false',
      ...paths,
    ]);
  // The screen's two, and the catalogue's check in each of the four languages.
  assert.match(jest('bonus'), /Tests: +6 passed/);
  assert.match(jest('wallet', 'wallet-guide'), /Tests: +2 passed/);
});
