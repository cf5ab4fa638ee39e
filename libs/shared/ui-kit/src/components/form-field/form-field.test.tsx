import { screen } from '@testing-library/react';
import { FieldInput, FieldTextarea, FormField } from './form-field';
import { renderUi } from '../../test/render';

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

  it('gives a textarea the same label and message, and the label an id for aria-labelledby', () => {
    renderUi(
      <FormField label="申请理由" error="请输入申请理由">
        {({ id, labelId, describedBy, invalid }) => (
          <>
            <FieldTextarea id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
            <span data-testid="label-id">{labelId}</span>
          </>
        )}
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: '申请理由' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAccessibleDescription('请输入申请理由');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(screen.getByTestId('label-id').textContent ?? '')).toHaveTextContent('申请理由');
  });
});
