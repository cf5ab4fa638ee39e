import { fireEvent } from '@testing-library/react';
import { screen, within } from '@h5/test-utils';
import UsdtGuidePage from './usdt-guide-page';
import { renderPage } from '../test/render-page';

describe('/usdtmore', () => {
  it('compares TRC20 and ERC20 in a two-column table with the spec facts', () => {
    renderPage(<UsdtGuidePage />, { at: '/usdtmore', from: '/addUsdtCard' });
    const table = screen.getByRole('table', { name: 'TRC20与ERC20对比' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(header).toEqual(['对比项', 'TRC20', 'ERC20']);
    const row = (aspect: string) =>
      within(within(table).getByRole('rowheader', { name: aspect }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(row('地址格式')).toEqual(['T开头', '0x开头']);
    expect(row('网络拥堵')).toEqual(['很少拥堵', '经常拥堵']);
    expect(row('手续费')).toEqual(['低', '一般']);
    expect(row('安全性')).toEqual(['一般', '高']);
    expect(screen.getByText(/不能互通/)).toBeInTheDocument();
  });

  it('返回 goes back to where the player came from', async () => {
    renderPage(<UsdtGuidePage />, { at: '/usdtmore', from: '/addUsdtCard' });
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/addUsdtCard');
  });
});
