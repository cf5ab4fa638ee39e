import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { FieldInput, FormField } from './form-field';

const renderField = (error?: string) =>
  renderUi(
    <FormField label="转账金额" error={error} trailing={<button type="button">最大金额</button>}>
      {({ id, describedBy, invalid }) => <FieldInput id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} />}
    </FormField>,
  );

describe('FormField', () => {
  it('ties the label to the control and shows the trailing button', () => {
    renderField();
    const input = screen.getByRole('textbox', { name: '转账金额' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('button', { name: '最大金额' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the message under the field, describing the control and marking it invalid', () => {
    renderField('请输入转账金额');
    const input = screen.getByRole('textbox', { name: '转账金额' });
    expect(input).toHaveAccessibleDescription('请输入转账金额');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入转账金额');
  });
});
