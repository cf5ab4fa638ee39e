import { fireEvent, screen } from '@testing-library/react';
import { Screen } from './screen';
import { renderUi } from '../../test/render';

describe('Screen', () => {
  it("draws the bar with the screen's one h1 and a back button, then the blocks", () => {
    const onBack = jest.fn();
    renderUi(
      <Screen title="我的钱包" onBack={onBack} right={<button type="button">客服</button>}>
        <p>中心钱包</p>
      </Screen>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: '我的钱包' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '客服' })).toBeInTheDocument();
    expect(screen.getByText('中心钱包')).toBeInTheDocument();
    // The shell gives the page its one <main>.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('keeps the sticky part (tabs) with the bar, and draws no bar without a title', () => {
    const { unmount } = renderUi(
      <Screen title="取款" sticky={<div role="tablist" aria-label="取款方式" />}>
        <p>表单</p>
      </Screen>,
    );
    const bar = screen.getByRole('heading', { name: '取款' }).closest('header');
    expect(bar?.parentElement).toContainElement(screen.getByRole('tablist'));
    expect(getComputedStyle(bar?.parentElement as HTMLElement).position).toBe('sticky');
    unmount();

    renderUi(
      <Screen>
        <p>公告内容</p>
      </Screen>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('公告内容')).toBeInTheDocument();
  });

  it('makes the bar the banner landmark only when asked', () => {
    renderUi(
      <main>
        <Screen title="转账" onBack={jest.fn()} banner>
          <p>转账</p>
        </Screen>
      </main>,
    );
    expect(screen.getByRole('heading', { name: '转账' }).closest('header')).toHaveAttribute('role', 'banner');
  });

  it('fixes the footer at the bottom and keeps the column clear of it, only when there is one', () => {
    const { unmount } = renderUi(
      <Screen title="活动详情" footer={<button type="button">立即申请</button>}>
        <p>活动内容</p>
      </Screen>,
    );
    const bar = screen.getByRole('button', { name: '立即申请' }).parentElement as HTMLElement;
    expect(bar).toHaveStyle({ position: 'fixed', bottom: '0px' });
    expect(bar).not.toContainElement(screen.getByText('活动内容'));
    // The bar's 44 px action in 12 px padding, then 16 × 2 of room.
    expect(screen.getByText('活动内容').parentElement).toHaveStyle({ paddingBottom: '100px' });
    unmount();

    renderUi(
      <Screen title="活动详情">
        <p>活动内容</p>
      </Screen>,
    );
    expect(screen.getByText('活动内容').parentElement).toHaveStyle({ padding: '12px' });
    expect(getComputedStyle(screen.getByText('活动内容').parentElement as HTMLElement).paddingBottom).not.toBe('100px');
  });
});
