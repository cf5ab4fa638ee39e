import { fireEvent, render, screen } from '@testing-library/react';
import { DatePicker } from './date-picker';
import { UiKitProvider } from '../../theme/ui-kit-provider';

describe('DatePicker', () => {
  it('shows its title and the kit buttons, and hands back the shown day on 确定', () => {
    const onConfirm = jest.fn();
    render(
      <UiKitProvider>
        <DatePicker
          visible
          title="选择生日"
          value={new Date(1990, 4, 17)}
          min={new Date(1980, 0, 1)}
          max={new Date(2026, 10, 23)}
          onConfirm={onConfirm}
          onClose={jest.fn()}
        />
      </UiKitProvider>,
    );
    expect(screen.getByText('选择生日')).toBeInTheDocument();
    fireEvent.click(screen.getByText('确定'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const picked = onConfirm.mock.calls[0][0] as Date;
    expect([picked.getFullYear(), picked.getMonth(), picked.getDate()]).toEqual([1990, 4, 17]);
  });

  it('closes on 取消 without a choice', () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(
      <UiKitProvider>
        <DatePicker visible title="选择生日" value={null} onConfirm={onConfirm} onClose={onClose} />
      </UiKitProvider>,
    );
    fireEvent.click(screen.getByText('取消'));
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
