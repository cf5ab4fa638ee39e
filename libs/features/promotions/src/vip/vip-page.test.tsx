import { fireEvent, screen, within } from '@testing-library/react';
import VipPage from './vip-page';
import { renderPage } from '../test/render-page';

const card = () => screen.getByTestId('vip-card');

describe('/vip', () => {
  it("opens on the member's level, 已达标, with deposit, turnover and the §4 progress", async () => {
    renderPage(<VipPage />, { at: '/vip' });
    expect(await within(await screen.findByTestId('vip-card')).findByRole('heading', { name: 'VIP3' })).toBeInTheDocument();
    expect(within(card()).getByText('已达标')).toBeInTheDocument();
    expect(within(card()).getByText('¥5,000.00')).toBeInTheDocument();
    expect(within(card()).getByText('¥15,000.00')).toBeInTheDocument();
    // The figures are the level's requirements, captioned so; the member's own figures are apart.
    expect(within(card()).getByText('VIP3晋级条件')).toBeInTheDocument();
    const mine = within(card()).getByTestId('vip-progress');
    expect(mine).toHaveTextContent('我的累计存款¥36,000.00');
    // On one's own level the progress is to the next: paysum 36000 of VIP4's 20000, capped at 100.
    expect(within(mine).getByRole('progressbar', { name: '晋级VIP4的进度' })).toHaveAttribute('aria-valuenow', '100');
    expect(mine).toHaveTextContent('距VIP4还需¥0.00');
    expect(screen.getAllByRole('tab')).toHaveLength(10);
    expect(screen.getByRole('tab', { name: 'VIP3' })).toHaveAttribute('aria-selected', 'true');
  });

  it('draws each level tab and the card with the badge of its metal', async () => {
    renderPage(<VipPage />, { at: '/vip' });
    await screen.findByTestId('vip-card');
    const tierOf = (el: HTMLElement) => el.querySelector('svg[data-vip-tier]')?.getAttribute('data-vip-tier');
    expect(screen.getAllByRole('tab').map(tierOf)).toEqual([
      'bronze',
      'bronze',
      'bronze',
      'silver',
      'silver',
      'silver',
      'gold',
      'gold',
      'gold',
      'diamond',
    ]);
    expect(tierOf(card())).toBe('bronze');
    fireEvent.click(screen.getByRole('tab', { name: 'VIP10' }));
    expect(tierOf(card())).toBe('diamond');
  });

  it('changes level by tap and by swipe; higher levels read 未达标 with their progress', async () => {
    renderPage(<VipPage />, { at: '/vip' });
    await screen.findByTestId('vip-card');
    fireEvent.click(screen.getByRole('tab', { name: 'VIP6' }));
    expect(within(card()).getByRole('heading', { name: 'VIP6' })).toBeInTheDocument();
    expect(within(card()).getByText('未达标')).toBeInTheDocument();
    // 36000 / 100000 = 36%, ¥64,000.00 to go.
    expect(within(card()).getByRole('progressbar', { name: '晋级VIP6的进度' })).toHaveAttribute('aria-valuenow', '36');
    expect(within(card()).getByTestId('vip-progress')).toHaveTextContent('距VIP6还需¥64,000.00');
    fireEvent.touchStart(card(), { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(card(), { changedTouches: [{ clientX: 120, clientY: 110 }] });
    expect(within(card()).getByRole('heading', { name: 'VIP7' })).toBeInTheDocument();
    fireEvent.touchStart(card(), { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(card(), { changedTouches: [{ clientX: 300, clientY: 100 }] });
    expect(within(card()).getByRole('heading', { name: 'VIP6' })).toBeInTheDocument();
  });

  it('starts visitors at VIP1 and shows the rebate table and the rules', async () => {
    const { api } = renderPage(<VipPage />, { at: '/vip', token: null });
    expect(await within(await screen.findByTestId('vip-card')).findByRole('heading', { name: 'VIP1' })).toBeInTheDocument();
    expect(within(card()).getByText('未达标')).toBeInTheDocument();
    expect(api.callsTo('/api/user')).toHaveLength(0);
    // A visitor has no figures of their own: the card shows the level's requirements only.
    expect(within(card()).queryByTestId('vip-progress')).not.toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['等级', '真人', '体育', '电竞', '棋牌', '电子', '彩票']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('VIP等级每天只能晋升一级，不可跨级晋升。')).toBeInTheDocument();
  });

  it('shows nothing but placeholders until the list loads, then a retry on failure', async () => {
    renderPage(<VipPage />, { at: '/vip', routes: { '/api/uservip': 'network-error' } });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  it('toasts the server message when the server refuses the levels (docs/product.md §8)', async () => {
    renderPage(<VipPage />, { at: '/vip', routes: { '/api/uservip': { code: 500, message: '系统繁忙，请稍后再试', data: null } } });
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeInTheDocument();
  });
});
