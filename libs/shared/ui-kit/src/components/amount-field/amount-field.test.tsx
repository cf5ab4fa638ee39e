import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { AmountField } from './amount-field';
import { renderUi } from '../../test/render';

function Holder({ error, available }: { error?: string; available?: string }) {
  const [value, setValue] = useState('');
  return (
    <AmountField
      label="转账金额"
      placeholder="请输入转账金额"
      value={value}
      onChange={setValue}
      onMax={() => setValue('1280.50')}
      error={error}
      available={available}
    />
  );
}

describe('AmountField', () => {
  it('takes a decimal amount and fills the most with 最大金额', () => {
    renderUi(<Holder />);
    const input = screen.getByRole('textbox', { name: '转账金额' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('placeholder', '请输入转账金额');
    fireEvent.change(input, { target: { value: '100' } });
    expect(input).toHaveValue('100');
    fireEvent.click(screen.getByRole('button', { name: '最大金额' }));
    expect(input).toHaveValue('1280.50');
  });

  it('shows its message under the row and marks the input invalid', () => {
    renderUi(<Holder error="请输入转账金额" />);
    const input = screen.getByRole('textbox', { name: '转账金额' });
    expect(input).toHaveAccessibleDescription('请输入转账金额');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows what the source holds beside the label, and the input is described by it', () => {
    renderUi(<Holder available="可转 ¥1,280.50" error="请输入转账金额" />);
    expect(screen.getByText('可转 ¥1,280.50')).toBeVisible();
    expect(screen.getByRole('textbox', { name: '转账金额' })).toHaveAccessibleDescription('请输入转账金额 可转 ¥1,280.50');
  });
});
