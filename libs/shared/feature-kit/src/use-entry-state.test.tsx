import { act, render, screen, waitFor } from '@testing-library/react';
import { HashRouter, useNavigate } from 'react-router-dom';
import { useEntryState } from './use-entry-state';

const TABS = ['bank', 'usdt'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: unknown): value is Tab => TABS.includes(value as Tab);

function Screen() {
  const [tab, setTab] = useEntryState('tab', isTab);
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="tab">{tab ?? 'default'}</p>
      <button onClick={() => setTab('usdt')}>USDT</button>
      <button onClick={() => navigate('/usdtmore')}>了解更多</button>
    </>
  );
}

const tap = (name: string) => act(() => screen.getByRole('button', { name }).click());

describe('useEntryState', () => {
  it('keeps a choice in the history entry: back to the screen shows it, the address unchanged', async () => {
    window.history.replaceState(null, '', '/#/recharge');
    render(
      <HashRouter>
        <Screen />
      </HashRouter>,
    );
    expect(screen.getByTestId('tab')).toHaveTextContent('default');
    tap('USDT');
    expect(screen.getByTestId('tab')).toHaveTextContent('usdt');
    expect(window.location.hash).toBe('#/recharge');
    const length = window.history.length;
    tap('了解更多');
    expect(window.location.hash).toBe('#/usdtmore');
    expect(window.history.length).toBe(length + 1);
    act(() => window.history.back());
    await waitFor(() => expect(window.location.hash).toBe('#/recharge'));
    expect(screen.getByTestId('tab')).toHaveTextContent('usdt');
  });

  it('ignores a stored value it no longer accepts', () => {
    window.history.replaceState({ usr: { tab: 'ebpay' }, key: 'k', idx: 0 }, '', '/#/recharge');
    render(
      <HashRouter>
        <Screen />
      </HashRouter>,
    );
    expect(screen.getByTestId('tab')).toHaveTextContent('default');
  });
});
