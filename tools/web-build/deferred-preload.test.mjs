import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectPreloadLists, deferredModule } from './deferred-preload.mjs';

const header = (names) => `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(names)})))=>i.map(i=>d[i]);\n`;

test('moves each chunk table into one and each call to the number of its list', () => {
  const entry =
    header(['./a.js', './b.js', './x.css']) +
    'L(()=>import(`./a.js`),__vite__mapDeps([0,1,2]),import.meta.url);L(()=>import(`./b.js`),__vite__mapDeps([1]),import.meta.url);';
  const page = header(['./b.js', './a.js']) + 'L(()=>import(`./b.js`),__vite__mapDeps([0]),import.meta.url);';
  const plain = 'export const n=1;';
  const { codes, files, lists } = collectPreloadLists([entry, page, plain]);
  assert.deepEqual(codes, [
    'L(()=>import(`./a.js`),0,import.meta.url);L(()=>import(`./b.js`),1,import.meta.url);',
    // The same list in another chunk is the same number.
    'L(()=>import(`./b.js`),1,import.meta.url);',
    plain,
  ]);
  assert.deepEqual(files, ['./a.js', './b.js', './x.css']);
  assert.deepEqual(lists, [[0, 1, 2], [1]]);
});

/** The least of a document the runtime touches: links in <head>, their load events. */
function fakeDocument() {
  const head = [];
  const link = () => {
    const listeners = {};
    return {
      relList: { supports: (rel) => rel === 'modulepreload' },
      setAttribute: () => undefined,
      addEventListener: (type, listener) => (listeners[type] = listener),
      removeEventListener: (type) => delete listeners[type],
      fire: (type) => listeners[type]?.({ type }),
    };
  };
  return {
    head,
    document: {
      createElement: link,
      querySelector: () => null,
      getElementsByTagName: () => [],
      head: { appendChild: (element) => head.push(element) },
    },
  };
}

test('the deferred module preloads a numbered list and waits for its style sheets before the import', async () => {
  const { head, document } = fakeDocument();
  Object.assign(globalThis, { document, window: { dispatchEvent: () => true } });
  const source = deferredModule(['./page.js', './dep.js', './page.css'], [[0, 1, 2]]);
  const { preload } = await import(`data:text/javascript,${encodeURIComponent(source)}`);
  let imported = false;
  const loading = preload(
    async () => {
      imported = true;
      return { default: 'page' };
    },
    0,
    'https://h5.test/assets/index.js',
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(
    head.map(({ rel, href }) => [rel, href]),
    [
      ['modulepreload', 'https://h5.test/assets/page.js'],
      ['modulepreload', 'https://h5.test/assets/dep.js'],
      ['stylesheet', 'https://h5.test/assets/page.css'],
    ],
  );
  assert.equal(imported, false, 'the page waits for its style sheet');
  head[2].fire('load');
  assert.deepEqual(await loading, { default: 'page' });
  // A list as Vite writes it (a chunk not rewritten) works too; a file preloaded already is not again.
  await preload(async () => ({}), ['./dep.js', './other.js'], 'https://h5.test/assets/index.js');
  assert.deepEqual(
    head.slice(3).map(({ href }) => href),
    ['https://h5.test/assets/other.js'],
  );
});
