import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate } from 'node:timers';
import { act } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { holdUnhydratedTaps, takeEarlyTaps } from './early-taps';
import { replayEarlyTaps } from './replay-early-taps';

// React's Node renderer schedules with setImmediate, which jsdom's globals lack.
Object.assign(globalThis, { setImmediate });

/** index.html's first inline script, run as the browser runs it before the first paint. */
function runHeadScript(): void {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  new Function(script)();
}

/** Every tap a category button's handler received, by name. */
const tapped = jest.fn<void, [string]>();

/** Two categories and a form, as the page's lazy part renders them. */
function Categories() {
  const [selected, setSelected] = useState('真人');
  return (
    <div>
      {['真人', '电子'].map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={name === selected}
          onClick={() => {
            tapped(name);
            setSelected(name);
          }}
        >
          {name}
        </button>
      ))}
      <form onSubmit={(event) => event.preventDefault()}>
        <button type="submit">登录</button>
      </form>
    </div>
  );
}

/** The page as the server sent it and as the browser hydrates it: its categories behind a lazy boundary. */
function page(load: Promise<{ default: typeof Categories }>) {
  const LazyCategories = lazy(() => load);
  return (
    <Suspense fallback={null}>
      <LazyCategories />
    </Suspense>
  );
}

async function serverPage(): Promise<HTMLElement> {
  const { renderToString } = await import('react-dom/server');
  const container = document.createElement('div');
  container.id = 'root';
  // A completed Suspense boundary, as the server streams it.
  container.innerHTML = `<!--$-->${renderToString(<Categories />)}<!--/$-->`;
  document.body.append(container);
  // Before hydration a submit would be the browser's own (jsdom cannot send forms).
  container.addEventListener('submit', (event) => event.preventDefault());
  return container;
}

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;
const selected = () => document.querySelector('[aria-pressed=true]')?.textContent;

let root: Root | null = null;
afterEach(async () => {
  takeEarlyTaps(window);
  tapped.mockClear();
  if (root) await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** hydrateRoot on the server's page, its lazy part's code still loading; returns the load. */
async function hydrateWithLazyPartPending(container: HTMLElement) {
  let loaded: (module: { default: typeof Categories }) => void = () => undefined;
  await act(async () => {
    root = hydrateRoot(container, page(new Promise((resolve) => (loaded = resolve))));
  });
  return async () => {
    await act(async () => loaded({ default: Categories }));
    // The replay polls every 50 ms for its button to be hydrated.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
  };
}

describe('taps before the app runs', () => {
  it('are collected by index.html’s script and tapped again, in order, once React has hydrated their part of the page', async () => {
    const container = await serverPage();
    runHeadScript();
    button('电子').click();
    button('登录').click(); // a submit button: never replayed (a form is not sent twice)
    const taps = takeEarlyTaps(window);
    expect(taps).toEqual([button('电子')]);

    const load = await hydrateWithLazyPartPending(container);
    const replay = replayEarlyTaps(taps, 2000);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(selected()).toBe('真人'); // the lazy part is not hydrated: a click now would be dropped

    await load();
    await act(async () => replay);
    expect(selected()).toBe('电子');
    replayEarlyTaps(taps); // StrictMode runs the effect twice: the list is empty by now
    expect(taps).toEqual([]);
  });

  it('skip buttons a client render replaced, and stop collecting when taken', async () => {
    const container = await serverPage();
    expect(takeEarlyTaps(window)).toEqual([]); // no inline script, no taps
    runHeadScript();
    const early = button('电子');
    early.click();
    const taps = takeEarlyTaps(window);
    early.click();
    expect(taps).toEqual([early]);
    expect(takeEarlyTaps(window)).toEqual([]);

    const clicks = jest.fn();
    early.addEventListener('click', clicks);
    container.replaceChildren();
    await replayEarlyTaps(taps, 100);
    expect(clicks).not.toHaveBeenCalled();
  });
});

describe('taps after hydrateRoot on a part React has not hydrated yet', () => {
  it('are dropped by React on its own (what holdUnhydratedTaps is for)', async () => {
    const load = await hydrateWithLazyPartPending(await serverPage());
    await act(async () => button('电子').click());
    await load();
    expect(tapped).not.toHaveBeenCalled();
    expect(selected()).toBe('真人');
  });

  it('are held back from React and tapped once the part is hydrated; taps React can take reach it once', async () => {
    const container = await serverPage();
    const stop = holdUnhydratedTaps(window, container);
    const load = await hydrateWithLazyPartPending(container);
    await act(async () => button('电子').click());
    expect(tapped).not.toHaveBeenCalled();

    await load();
    expect(tapped.mock.calls).toEqual([['电子']]);
    expect(selected()).toBe('电子');

    // Hydrated by now: React's own, neither held nor tapped twice.
    await act(async () => button('真人').click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(tapped.mock.calls).toEqual([['电子'], ['真人']]);
    expect(selected()).toBe('真人');

    stop();
    const outside = document.createElement('button');
    outside.type = 'button';
    document.body.append(outside);
    const clicks = jest.fn();
    document.body.addEventListener('click', clicks);
    outside.click(); // outside the root: never held
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
