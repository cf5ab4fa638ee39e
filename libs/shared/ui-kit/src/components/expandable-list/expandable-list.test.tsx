import { fireEvent, screen } from '@testing-library/react';
import { ExpandableList } from './expandable-list';
import { renderUi } from '../../test/render';

const venues = ['AG真人', '开元棋牌', 'PP电子', '沙巴体育', 'IM电竞'];

const renderList = (items: string[], initialCount: number) =>
  renderUi(<ExpandableList items={items} initialCount={initialCount} getKey={(v) => v} renderItem={(v) => v} />);

describe('ExpandableList', () => {
  it('shows the first N rows and expands/collapses the rest', () => {
    renderList(venues, 3);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const toggle = screen.getByRole('button', { name: '展开' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('has no toggle when everything fits', () => {
    renderList(venues.slice(0, 4), 4);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
