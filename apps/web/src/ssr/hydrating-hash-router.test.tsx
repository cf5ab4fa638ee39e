import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useLocation } from 'react-router-dom';
import { HydratingHashRouter } from './hydrating-hash-router';

let renders: string[] = [];
function Where() {
  const { pathname } = useLocation();
  renders.push(pathname);
  return <p>{pathname}</p>;
}

describe('HydratingHashRouter', () => {
  beforeEach(() => {
    renders = [];
  });
  afterEach(() => {
    window.location.hash = '';
  });

  async function hydrateOn(hash: string) {
    const app = (
      <HydratingHashRouter>
        <Where />
      </HydratingHashRouter>
    );
    const html = renderToString(app);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    window.location.hash = hash;
    renders = [];
    await act(async () => {
      hydrateRoot(document.getElementById('root') as HTMLElement, app);
    });
    return document.getElementById('root') as HTMLElement;
  }

  it('on / the page under it renders once: hydration finds the address the server rendered', async () => {
    const root = await hydrateOn('');
    expect(root).toHaveTextContent('/');
    expect(renders).toEqual(['/']);
  });

  it('on another address hydrates / first, then renders the address of the tab', async () => {
    const root = await hydrateOn('#/activity');
    expect(root).toHaveTextContent('/activity');
    expect(renders[0]).toBe('/');
    expect(renders.at(-1)).toBe('/activity');
  });
});
