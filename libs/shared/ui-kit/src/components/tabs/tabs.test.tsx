import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Tabs } from './tabs';

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
});
