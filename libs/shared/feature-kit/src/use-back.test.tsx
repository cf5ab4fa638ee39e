import { act, render, screen } from '@testing-library/react';
import { HashRouter, MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { ROUTES } from '@h5/routing';
import { useBack } from './use-back';

function Page({ fallback }: { fallback?: (typeof ROUTES)[keyof typeof ROUTES] }) {
  const back = useBack(fallback);
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="at">{useLocation().pathname}</p>
      <p data-testid="how">{useNavigationType()}</p>
      <button onClick={back}>返回</button>
      <button onClick={() => navigate(ROUTES.transfer)}>去转账</button>
    </>
  );
}

function start(at: string, fallback?: Parameters<typeof Page>[0]['fallback']) {
  window.history.replaceState(null, '', `/#${at}`);
  render(
    <HashRouter>
      <Page fallback={fallback} />
    </HashRouter>,
  );
}

const tap = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('useBack', () => {
  it('goes back to the previous screen of the visit', async () => {
    start(ROUTES.money);
    await tap('去转账');
    expect(screen.getByTestId('at')).toHaveTextContent(ROUTES.transfer);
    await tap('返回');
    expect(await screen.findByText(ROUTES.money)).toBeInTheDocument();
  });

  it('goes to the home page when the screen was the first of the visit', async () => {
    start(ROUTES.transfer);
    await tap('返回');
    expect(screen.getByTestId('at')).toHaveTextContent(ROUTES.home);
    // Replaced, not pushed: the browser's back button does not return to the dead end.
    expect(screen.getByTestId('how')).toHaveTextContent('REPLACE');
  });

  it('goes to the given fallback (an account screen: /mine)', async () => {
    start(ROUTES.userInfo, ROUTES.mine);
    await tap('返回');
    expect(screen.getByTestId('at')).toHaveTextContent(ROUTES.mine);
  });

  it('works in a memory router too (tests and stories): back to the screen that opened this one', async () => {
    render(
      <MemoryRouter initialEntries={[ROUTES.addUsdtCard, ROUTES.usdtmore]} initialIndex={1}>
        <Page />
      </MemoryRouter>,
    );
    await tap('返回');
    expect(screen.getByTestId('at')).toHaveTextContent(ROUTES.addUsdtCard);
  });
});
