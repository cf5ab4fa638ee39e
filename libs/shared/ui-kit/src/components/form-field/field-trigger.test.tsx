import { fireEvent, screen } from '@testing-library/react';
import { FieldTrigger } from './field-trigger';
import { FormField } from './form-field';
import { renderUi } from '../../test/render';

const renderTrigger = (value: string | undefined, error?: string) => {
  const onClick = jest.fn();
  renderUi(
    <FormField label="生日" error={error}>
      {({ id, labelId, describedBy }) => (
        <FieldTrigger id={id} labelId={labelId} describedBy={describedBy} value={value} placeholder="请选择生日" onClick={onClick} />
      )}
    </FormField>,
  );
  return onClick;
};

describe('FieldTrigger', () => {
  it('is named by the label and then the choice, and opens on a tap', () => {
    const onClick = renderTrigger('1990-06-18');
    const button = screen.getByRole('button', { name: '生日 1990-06-18' });
    expect(button).toHaveTextContent(/^1990-06-18$/);
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the placeholder while nothing is chosen, and the message under the row describes it', () => {
    renderTrigger(undefined, '请输入正确的日期格式：YYYY-MM-DD');
    const button = screen.getByRole('button', { name: '生日 请选择生日' });
    expect(button).toHaveAccessibleDescription('请输入正确的日期格式：YYYY-MM-DD');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的日期格式：YYYY-MM-DD');
  });

  it('opens from a tap on its label too', () => {
    const onClick = renderTrigger('1990-06-18');
    fireEvent.click(screen.getByText('生日'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
