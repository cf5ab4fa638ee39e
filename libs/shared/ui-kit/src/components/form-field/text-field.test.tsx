import { fireEvent, screen } from '@testing-library/react';
import { TextField } from './text-field';
import { renderUi } from '../../test/render';

describe('TextField', () => {
  it('is named by its label, passes the input props and reports what is typed', () => {
    const onChange = jest.fn();
    renderUi(<TextField label="手机号码" type="tel" placeholder="请输入手机号码" value="" onChange={(e) => onChange(e.target.value)} />);
    const input = screen.getByRole('textbox', { name: '手机号码' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('placeholder', '请输入手机号码');
    expect(input).not.toHaveAttribute('aria-invalid');
    fireEvent.change(input, { target: { value: '13800138000' } });
    expect(onChange).toHaveBeenCalledWith('13800138000');
  });

  it('shows the message under the field, describing the input and marking it invalid', () => {
    renderUi(<TextField label="邮箱" value="li" readOnly={false} onChange={() => undefined} error="请输入正确邮箱号" />);
    const input = screen.getByRole('textbox', { name: '邮箱' });
    expect(input).toHaveAccessibleDescription('请输入正确邮箱号');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确邮箱号');
  });

  it('shows a read-only value named by its label, with the row kept when it is empty', () => {
    renderUi(
      <>
        <TextField label="用户名" value="zhangwei88" readOnly />
        <TextField label="真实姓名" value="" readOnly />
      </>,
    );
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveValue('zhangwei88');
    expect(screen.getByRole('textbox', { name: '用户名' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: '真实姓名' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: '真实姓名' })).toHaveAttribute('readonly');
  });
});
