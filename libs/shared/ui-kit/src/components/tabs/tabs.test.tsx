import { fireEvent, screen } from '@testing-library/react';
import { Tabs } from './tabs';
import { renderUi } from '../../test/render';
import { VipBadge } from '../vip-badge/vip-badge';

const items = [
  { key: '1', title: '虚拟币' },
  { key: '2', title: '银行卡' },
] as const;

describe('Tabs', () => {
  it('marks the active tab and reports a change', () => {
    const onChange = jest.fn();
    renderUi(<Tabs items={items} activeKey="1" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: '虚拟币' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '银行卡' })).toHaveAttribute('aria-selected', 'false');
    fireEvent.click(screen.getByRole('tab', { name: '银行卡' }));
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('does not select a disabled tab', () => {
    const onChange = jest.fn();
    renderUi(<Tabs items={[...items, { key: '3', title: '停用', disabled: true }]} activeKey="1" onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '停用' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: '停用' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tab', { name: '虚拟币' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows an icon above the title without changing the tab name', () => {
    const onChange = jest.fn();
    renderUi(
      <Tabs
        items={[
          { key: '1', title: 'VIP1', icon: <VipBadge level={1} /> },
          { key: '2', title: 'VIP2', icon: <VipBadge level={2} /> },
        ]}
        activeKey="1"
        onChange={onChange}
      />,
    );
    const tab = screen.getByRole('tab', { name: 'VIP2' });
    // The badge is inside the tab but hidden from screen readers: the name is the title alone.
    expect(tab.querySelector('svg[data-vip-tier="bronze"]')).not.toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    fireEvent.click(tab);
    expect(onChange).toHaveBeenCalledWith('2');
  });
});
