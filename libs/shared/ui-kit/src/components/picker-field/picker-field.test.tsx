import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { PickerField, type PickerFieldProps } from './picker-field';
import { renderUi } from '../../test/render';
import type { PickerOption } from '../picker-popup/picker-popup';

const WALLETS: PickerOption[] = [
  { value: 'userbalance', label: '平台钱包' },
  { value: 'ag', label: 'AG真人', description: '余额 ¥520.00' },
];

function Holder(props: Partial<PickerFieldProps<string>>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <PickerField
      label="转出钱包"
      title="选择钱包"
      placeholder="请选择钱包"
      options={WALLETS}
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

describe('PickerField', () => {
  it('is a button named by the label and the choice; choosing in the popup sets it and closes', async () => {
    renderUi(<Holder />);
    fireEvent.click(screen.getByRole('button', { name: '转出钱包 请选择钱包' }));
    const popup = await screen.findByRole('dialog', { name: '选择钱包' });
    fireEvent.click(within(popup).getByRole('option', { name: /AG真人/ }));
    expect(await screen.findByRole('button', { name: '转出钱包 AG真人' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择钱包' })).not.toBeInTheDocument());
  });

  it('reads the choice through formatValue and shows its error as the description', () => {
    renderUi(
      <PickerField
        label="转出钱包"
        title="选择钱包"
        options={WALLETS}
        value="ag"
        onChange={jest.fn()}
        formatValue={(o) => `${o.label} ${o.description}`}
        error="请选择转出钱包"
      />,
    );
    const button = screen.getByRole('button', { name: '转出钱包 AG真人 余额 ¥520.00' });
    expect(button).toHaveAccessibleDescription('请选择转出钱包');
    expect(screen.getByRole('alert')).toHaveTextContent('请选择转出钱包');
  });

  it('shows the fallback instead of the button while there is nothing to choose', () => {
    renderUi(<Holder fallback={<a href="#/addBankCard">添加银行卡</a>} />);
    expect(screen.getByText('转出钱包')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '添加银行卡' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /转出钱包/ })).not.toBeInTheDocument();
  });

  it('leaves the popup to the caller when controlled', async () => {
    const onOpenChange = jest.fn();
    const { rerender } = renderUi(<Holder open={false} onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: /转出钱包/ }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog', { name: '选择钱包' })).not.toBeInTheDocument();
    rerender(<Holder open onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('dialog', { name: '选择钱包' })).toBeInTheDocument();
  });
});
