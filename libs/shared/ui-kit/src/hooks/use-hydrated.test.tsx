import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { HydrationBoundary, useHydrated, useServerRender } from './use-hydrated';

function Probe() {
  return <p>{`hydrated:${useHydrated()} server:${useServerRender()}`}</p>;
}

describe('useHydrated and useServerRender', () => {
  it('on the server: not hydrated, rendering on the server', () => {
    const html = renderToString(
      <HydrationBoundary value="server">
        <Probe />
      </HydrationBoundary>,
    );
    expect(html).toContain('hydrated:false server:true');
  });

  it('hydrating: the server value first, hydrated right after; never "on the server"', async () => {
    render(
      <HydrationBoundary value>
        <Probe />
      </HydrationBoundary>,
    );
    expect(await screen.findByText('hydrated:true server:false')).toBeInTheDocument();
  });

  it('a client-only render is hydrated from its first render', () => {
    render(<Probe />);
    expect(screen.getByText('hydrated:true server:false')).toBeInTheDocument();
  });
});
