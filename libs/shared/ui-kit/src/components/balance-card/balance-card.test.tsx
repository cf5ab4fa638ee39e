import { fireEvent, screen } from '@testing-library/react';
import { BalanceCard } from './balance-card';
import { renderUi } from '../../test/render';

describe('BalanceCard', () => {
  it('shows the central and game wallets and refreshes on tap', () => {
    const onRefresh = jest.fn();
    renderUi(<BalanceCard central={128050} game={64000} onRefresh={onRefresh} />);
    expect(screen.getByText('中心钱包')).toBeInTheDocument();
    expect(screen.getByText('¥1,280.50')).toBeInTheDocument();
    expect(screen.getByText('游戏钱包')).toBeInTheDocument();
    expect(screen.getByText('¥640.00')).toBeInTheDocument();
    expect(screen.queryByText('总资产')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '一键回收' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '刷新余额' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('puts the total first under the caption the screen gives, and offers 一键回收', () => {
    const onRecycle = jest.fn();
    renderUi(
      <BalanceCard
        showTotal
        totalLabel="钱包金额"
        total={192050}
        central={128050}
        game={64000}
        onRefresh={jest.fn()}
        onRecycle={onRecycle}
      />,
    );
    expect(screen.getByText('钱包金额')).toBeInTheDocument();
    expect(screen.getByText('¥1,920.50')).toBeInTheDocument();
    expect(screen.getByText('¥1,280.50')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '一键回收' }));
    expect(onRecycle).toHaveBeenCalledTimes(1);
  });

  it('says 总资产 by default, and waits while refreshing', () => {
    renderUi(<BalanceCard showTotal total={192050} central={128050} game={64000} onRefresh={jest.fn()} refreshing />);
    expect(screen.getByText('总资产')).toBeInTheDocument();
    const refresh = screen.getByRole('button', { name: '刷新余额' });
    expect(refresh).toBeDisabled();
    expect(refresh).toHaveAttribute('aria-busy', 'true');
  });

  it('holds the amounts with skeletons before the answer, and offers a retry when it failed', () => {
    const { unmount } = renderUi(<BalanceCard central={undefined} game={undefined} onRefresh={jest.fn()} />);
    expect(screen.queryByText(/¥/)).not.toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    unmount();

    const onRetry = jest.fn();
    renderUi(<BalanceCard central={undefined} game={undefined} failed onRetry={onRetry} onRefresh={jest.fn()} />);
    expect(screen.queryByText('中心钱包')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
