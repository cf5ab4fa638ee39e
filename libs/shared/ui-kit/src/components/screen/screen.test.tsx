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
});
