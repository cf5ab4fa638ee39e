import { fireEvent, screen, within } from '@testing-library/react';
import { VenueBalanceList, type VenueBalanceItem } from './venue-balance-list';
import { renderUi } from '../../test/render';

const VENUES: VenueBalanceItem[] = [
  { platname: 'ag', name: 'AG真人', balance: 12050 },
  { platname: 'ky', name: '开元棋牌', balance: 0 },
  { platname: 'pp', name: 'PP电子', balance: 3550 },
  { platname: 'sb', name: '沙巴体育', balance: 80000 },
  { platname: 'im', name: 'IM电竞', balance: 123456789 },
];

describe('VenueBalanceList', () => {
  it('lists every venue with its balance in the one money format', () => {
    renderUi(<VenueBalanceList venues={VENUES} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]).getByText('AG真人')).toBeInTheDocument();
    expect(within(rows[0]).getByText('¥120.50')).toBeInTheDocument();
    expect(within(rows[4]).getByText('¥1,234,567.89')).toBeInTheDocument();
  });

  it('shows the first rows and 展开 / 收起 the rest when given a row count', () => {
    renderUi(<VenueBalanceList venues={VENUES} initialCount={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('holds the rows place with skeletons before the first answer', () => {
    renderUi(<VenueBalanceList venues={undefined} initialCount={3} />);
    expect(screen.queryAllByRole('listitem', { hidden: true })).toHaveLength(3);
    // Announced once, not once per bar.
    const announced = screen.getAllByText('加载中').filter((el) => !el.closest('[aria-hidden="true"]'));
    expect(announced).toHaveLength(1);
  });

  it('offers a retry when the first load failed, and says so when there is no venue', () => {
    const onRetry = jest.fn();
    const { rerender } = renderUi(<VenueBalanceList venues={undefined} failed onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<VenueBalanceList venues={[]} />);
    expect(screen.getByText('空空如也')).toBeInTheDocument();
  });

  it('makes rows buttons that report the venue when selectable', () => {
    const onSelect = jest.fn();
    renderUi(<VenueBalanceList venues={VENUES} onSelect={onSelect} selectHint="转出" />);
    // The name starts with what the row shows (label in name), then what a tap does.
    fireEvent.click(screen.getByRole('button', { name: 'PP电子 ¥35.50 转出' }));
    expect(onSelect).toHaveBeenCalledWith('pp');
  });
});
