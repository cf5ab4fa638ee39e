import { fireEvent } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { overlay, restoreChinese } from '@h5/domain';
import { bankCardsFixture, expectToast, fail, type FakeAnswer, ok, screen, usdtAddressesFixture, waitFor, within } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import WalletPage from './wallet-page';
import en from '../locales/en';
import * as walletMessages from '../messages';
import { fullBankCardsFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);

const renderWallet = (at = '/wallet', routes: Record<string, FakeAnswer> = {}) =>
  renderPage(<WalletPage />, { at, from: '/userCent', routes });

/** Where a tap led, with the state it handed over. */
function Entry() {
  const { pathname, state } = useLocation();
  return <p data-testid="entry">{`${pathname} ${JSON.stringify(state ?? null)}`}</p>;
}

describe('/wallet', () => {
  it("hands its entry's state to + 添加…: a bind opened from the deposit gate comes back to the deposit", async () => {
    renderPage(
      <>
        <WalletPage />
        <Entry />
      </>,
      { at: '/wallet', route: '*', from: '/recharge', state: { depositGate: true } },
    );
    fireEvent.click(await screen.findByRole('link', { name: '+ 添加USDT地址' }));
    expect(screen.getByTestId('entry')).toHaveTextContent('/addUsdtCard {"depositGate":true}');
  });

  // A language is written onto the texts after this module has loaded (a player who
  // opens /wallet first); the tabs read their titles when rendering, not when it loaded.
  it('names its tabs in the language the texts are in when it renders', async () => {
    overlay(walletMessages, en);
    try {
      renderWallet();
      const tabs = await screen.findAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['Crypto', 'Bank cards']);
    } finally {
      restoreChinese(walletMessages);
    }
  });

  it('opens 虚拟币 by default: USDT addresses with protocol and the number masked but the last 4', async () => {
    renderWallet();
    expect(await screen.findByText('TRC20')).toBeInTheDocument();
    expect(screen.getByText('**** **** **** bLSE')).toBeInTheDocument();
    expect(screen.queryByText(/TQn9Y2kh/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ 添加USDT地址' })).toHaveAttribute('href', '/addUsdtCard');
  });

  it('type=2 opens 银行卡; switching tabs keeps the tab in the query', async () => {
    renderWallet('/wallet?type=2');
    expect(await screen.findByText('中国工商银行')).toBeInTheDocument();
    expect(screen.getByText('**** **** **** 3445')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ 添加银行卡' })).toHaveAttribute('href', '/addBankCard');
    fireEvent.click(screen.getByText('虚拟币'));
    expect(await screen.findByText('**** **** **** bLSE')).toBeInTheDocument();
  });

  it('unbinds after the 温馨提示 confirm, says 解绑成功 and reloads both lists', async () => {
    const { api } = renderWallet('/wallet?type=2', { '/api/delcard': ok([], '解绑成功') });
    await screen.findByText('中国工商银行');
    const loadsBefore = api.callsTo('/api/getcard').length;
    api.answer('/api/getcard', (body) => ok(Number(body['type']) === 1 ? bankCardsFixture.slice(1) : usdtAddressesFixture));
    fireEvent.click(screen.getByRole('button', { name: '解除绑定中国工商银行尾号3445' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('温馨提示')).toBeInTheDocument();
    expect(within(dialog).getByText('确定要解除绑定该卡片吗？')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expectToast('解绑成功');
    expect(api.callsTo('/api/delcard')[0].body).toEqual({ id: 11 });
    await waitFor(() => expect(screen.queryByText('中国工商银行')).not.toBeInTheDocument());
    const reloaded = api
      .callsTo('/api/getcard')
      .slice(loadsBefore)
      .map((c) => c.body['type']);
    expect(reloaded.sort()).toEqual([1, 2]);
  });

  it('cancelling the confirm unbinds nothing', async () => {
    const { api } = renderWallet('/wallet?type=2');
    await screen.findByText('中国工商银行');
    fireEvent.click(screen.getByRole('button', { name: '解除绑定招商银行尾号7665' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('/api/delcard')).toHaveLength(0);
  });

  it('a refused unbind shows the server message', async () => {
    renderWallet('/wallet?type=2', { '/api/delcard': fail(202, '卡片不存在') });
    await screen.findByText('中国工商银行');
    fireEvent.click(screen.getByRole('button', { name: '解除绑定中国工商银行尾号3445' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await expectToast('卡片不存在');
  });

  it('hides the add button at 5 and shows the limit hint', async () => {
    renderWallet('/wallet?type=2', {
      '/api/getcard': (body) => ok(Number(body['type']) === 1 ? fullBankCardsFixture : usdtAddressesFixture),
    });
    expect(await screen.findByText('最多支持添加5张银行卡')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '+ 添加银行卡' })).not.toBeInTheDocument();
  });

  it('a network failure shows a retry that loads the list', async () => {
    const { api } = renderWallet('/wallet?type=2', { '/api/getcard': 'network-error' });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    api.answer('/api/getcard', (body) => ok(Number(body['type']) === 1 ? bankCardsFixture : usdtAddressesFixture));
    fireEvent.click(retry);
    expect(await screen.findByText('中国工商银行')).toBeInTheDocument();
  });
});
