// Counts the styled-components declarations of the feature libraries (docs/architecture.md §4):
// a feature builds its layout from ui-kit's Stack, Inline, Grid and DescriptionList, its type from
// Text and its blocks from Card, and keeps `styled` for its own look, so the count may only go down. Lower BUDGET with the conversion
// that lowers the count; never raise it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

/** Today's count, the most there may be. */
const BUDGET = 60;
/**
 * Where the count was headed, now reached. Most of what is left: the first-paint parts of / and
 * /login (games home 17, auth 16), where ui-kit's primitives cost more than they save (on /, about
 * +0.9 kB gzip against ~0.1 kB: their chunk compresses poorly, the parts' own rules compress well;
 * Text alone measured +0.43 kB on /login, whose margin is 0.26 kB), so those parts keep one styled
 * block each with nested rules; and each feature's own look (the accent header of /mine, the bank
 * card's gradient, the radio tiles of /addUsdtCard, the game tiles and marquee). Tables, key/value
 * rows, touch-target links, round icon buttons, card links, compact pill links and a screen's fixed
 * bottom action are ui-kit's DataTable, DetailRows, TouchLink, IconButton, CardLink, ButtonLink
 * size sm and Screen's footer.
 */
const TARGET = 60;

const ROOT = 'libs/features';
/** Tests and stories may style their own frames; they ship nothing. */
const EXEMPT = /\.(test|spec|stories)\.tsx?$|\/test\//;
/** `styled.div`, `styled(Card)`: one declaration each (a line holds at most one). */
const DECLARATION = /\bstyled(\.\w+|\()/;

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !EXEMPT.test(path)) yield path;
  }
}

/** The number of lines of `code` that declare a styled component. */
export function styledDeclarations(code) {
  return code.split('\n').filter((line) => DECLARATION.test(line)).length;
}

test(`libs/features declares at most ${BUDGET} styled components (target ${TARGET})`, () => {
  const perFeature = {};
  for (const path of sources(ROOT)) {
    const count = styledDeclarations(readFileSync(path, 'utf8'));
    if (count > 0) perFeature[path.split('/')[2]] = (perFeature[path.split('/')[2]] ?? 0) + count;
  }
  const total = Object.values(perFeature).reduce((sum, n) => sum + n, 0);
  assert.ok(total > 0, 'found no styled declaration: is the scan reading libs/features?');
  assert.ok(
    total <= BUDGET,
    `${total} styled declarations in libs/features, over the budget of ${BUDGET} (${JSON.stringify(perFeature)}): ` +
      'build the layout from ui-kit (Stack, Inline, Grid, DescriptionList; docs/architecture.md §4)',
  );
});

test('the count takes styled.x and styled(X), not the import or the word in a text', () => {
  const code = [
    "import styled from 'styled-components';",
    'const Row = styled.div`display: flex;`;',
    'const Link2 = styled(Link)`color: red;`;',
    '// unstyled text',
  ].join('\n');
  assert.equal(styledDeclarations(code), 2);
});
