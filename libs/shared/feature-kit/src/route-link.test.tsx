import { fireEvent, render, screen } from '@testing-library/react';
import { HashRouter, MemoryRouter, useLocation } from 'react-router-dom';
import { useRouteLink, type RouteLink } from './route-link';
import { useRouteLinks } from './route-links';
import type { ReactNode } from 'react';

function At() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="at">{`${pathname}${search} ${JSON.stringify(state ?? null)}`}</p>;
}

// A view as the features write them: a plain anchor spread with the link props.
const Anchor = ({ link, children }: { link: RouteLink; children: ReactNode }) => <a {...link}>{children}</a>;

function One() {
  return <Anchor link={useRouteLink('/kefu', { state: { from: 'gate' } })}>客服</Anchor>;
}

function Many() {
  const linkTo = useRouteLinks();
  return (
    <>
      {[11, 12].map((id) => (
        <Anchor key={id} link={linkTo(`/activityInfo?id=${id}`)}>{`活动${id}`}</Anchor>
      ))}
    </>
  );
}

const inMemory = (ui: ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/mine']}>
      {ui}
      <At />
    </MemoryRouter>,
  );

describe('useRouteLink', () => {
  it('writes the address as the router does and moves inside the app with the state on a tap', () => {
    inMemory(<One />);
    const link = screen.getByRole('link', { name: '客服' });
    expect(link).toHaveAttribute('href', '/kefu');
    fireEvent.click(link);
    expect(screen.getByTestId('at')).toHaveTextContent('/kefu {"from":"gate"}');
  });

  it('leaves a modified click to the browser', () => {
    inMemory(<One />);
    fireEvent.click(screen.getByRole('link', { name: '客服' }), { ctrlKey: true });
    expect(screen.getByTestId('at')).toHaveTextContent('/mine null');
  });
});

describe('useRouteLinks', () => {
  it('gives each row its address and its tap', () => {
    inMemory(<Many />);
    expect(screen.getByRole('link', { name: '活动12' })).toHaveAttribute('href', '/activityInfo?id=12');
    fireEvent.click(screen.getByRole('link', { name: '活动12' }));
    expect(screen.getByTestId('at')).toHaveTextContent('/activityInfo?id=12 null');
  });

  it('writes hash addresses in the hash router, as useHref does', () => {
    window.history.replaceState(null, '', '/#/activity');
    render(
      <HashRouter>
        <Many />
        <At />
      </HashRouter>,
    );
    expect(screen.getByRole('link', { name: '活动11' })).toHaveAttribute('href', '#/activityInfo?id=11');
    fireEvent.click(screen.getByRole('link', { name: '活动11' }), { button: 1 });
    expect(screen.getByTestId('at')).toHaveTextContent('/activity null');
    fireEvent.click(screen.getByRole('link', { name: '活动11' }));
    expect(screen.getByTestId('at')).toHaveTextContent('/activityInfo?id=11 null');
  });
});
