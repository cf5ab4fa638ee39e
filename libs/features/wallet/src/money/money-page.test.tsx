import { fireEvent } from '@testing-library/react';
import { overlay, restoreChinese } from '@h5/domain';
import { expectToast, fail, ok, screen, userFixture, venuesFixture, waitFor, within } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import MoneyPage from './money-page';
import en from '../locales/en';
import * as walletMessages from '../messages';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);

const renderMoney = (routes = {}) => renderPage(<MoneyPage />, { at: '/money', from: '/mine', routes });

describe('/money', () => {
  it('shows total assets = central + game, both wallets and every venue balance', async () => {
    renderMoney();
    expect(await screen.findByText('¥1,920.50')).toBeInTheDocument();
    expect(screen.getByText('¥1,280.50')).toBeInTheDocument();
    expect(screen.getByText('¥640.00')).toBeInTheDocument();
    const venues = await screen.findAllByRole('listitem');
    const rows = venues.filter((row) => within(row).queryByText('AG真人') || within(row).queryByText('沙巴体育'));
    expect(rows.map((row) => row.textContent)).toEqual(['AG真人¥520.00', '沙巴体育¥120.00']);
    expect(screen.getByRole('heading', { level: 1, name: '我的钱包' })).toBeInTheDocument();
  });

  it('links to deposit, transfer, withdrawal and card management', async () => {
    renderMoney();
    const nav = await screen.findByRole('navigation', { name: '钱包功能' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['存款', '/recharge'],
      ['转账', '/transfer'],
      ['取款', '/withdrawal'],
      ['卡片管理', '/wallet'],
    ]);
  });

  // A language is written onto the texts after this module has loaded (a player who
  // opens /money first); the shortcuts read their labels when rendering, not when it loaded.
  it('labels the shortcuts in the language the texts are in when it renders', async () => {
    overlay(walletMessages, en);
    try {
      renderMoney();
      const nav = await screen.findByRole('navigation', { name: en.messages.money.shortcuts });
      const { recharge, transfer, withdrawal, cards } = en.messages.money;
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([recharge, transfer, withdrawal, cards]);
    } finally {
      restoreChinese(walletMessages);
    }
  });

  it('一键回收 shows the server message as a success, sends an idempotency key and refreshes every amount', async () => {
    const { api } = renderMoney({ '/api/transall': ok('', '回收成功') });
    await screen.findByText('AG真人');
    // The server's answers after the recall, every call agreeing.
    api.answer('/api/user', ok({ ...userFixture, balance: '1920.50', gameblance: '0.00' }));
    api.answer('/api/balance', ok({ balance: '1920.50' }));
    api.answer('/api/balancelist', ok(venuesFixture.map((v) => ({ ...v, balance: '0.00' }))));
    fireEvent.click(screen.getByRole('button', { name: '一键回收' }));
    await expectToast('回收成功');
    expect(api.callsTo('/api/transall')[0].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    // Central now holds everything; the game wallet and every venue show 0.
    await waitFor(() => expect(screen.getAllByText('¥1,920.50')).toHaveLength(2));
    expect(screen.queryByText('¥520.00')).not.toBeInTheDocument();
  });

  it("shows transall's message even when the code is not 200 (docs/product.md §8)", async () => {
    renderMoney({ '/api/transall': fail(201, '没有可回收的金额') });
    await screen.findByText('AG真人');
    fireEvent.click(screen.getByRole('button', { name: '一键回收' }));
    await expectToast('没有可回收的金额');
  });

  it('the refresh icon asks the server to re-read the venues and shows the new amounts', async () => {
    const { api } = renderMoney({ '/api/refreshusermoney': ok(userFixture, '刷新成功') });
    await screen.findByText('¥1,920.50');
    // The venues re-read: AG真人 holds 60 more (every call agreeing).
    api.answer('/api/user', ok({ ...userFixture, gameblance: '700.00' }));
    api.answer('/api/balancelist', ok(venuesFixture.map((v) => (v.platname === 'ag' ? { ...v, balance: '580.00' } : v))));
    fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    expect(await screen.findByText('¥1,980.50')).toBeInTheDocument();
    expect(api.callsTo('/api/refreshusermoney')).toHaveLength(1);
  });

  it('a network failure of the first loads shows retry states, and retry loads them', async () => {
    const { api } = renderMoney({ '/api/user': 'network-error', '/api/balancelist': 'network-error' });
    const retries = await screen.findAllByRole('button', { name: '重新加载' });
    expect(retries).toHaveLength(2);
    api.answer('/api/user', ok(userFixture));
    api.answer('/api/balancelist', ok(venuesFixture));
    retries.forEach((button) => fireEvent.click(button));
    expect(await screen.findByText('¥1,920.50')).toBeInTheDocument();
    expect(await screen.findByText('AG真人')).toBeInTheDocument();
  });

  it('a refused venue list shows the server message', async () => {
    renderMoney({ '/api/balancelist': fail(500, '场馆维护中') });
    await expectToast('场馆维护中');
  });

  it('返回 goes to the previous screen', async () => {
    renderMoney();
    fireEvent.click(await screen.findByRole('button', { name: '返回' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/mine');
  });
});
