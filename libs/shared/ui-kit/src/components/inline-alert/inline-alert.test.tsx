import { screen } from '@testing-library/react';
import { InlineAlert } from './inline-alert';
import { renderUi } from '../../test/render';
import { colors } from '../../theme/tokens';

describe('InlineAlert', () => {
  it('announces a refusal at once, in the danger colour on its soft fill', () => {
    renderUi(<InlineAlert>用户名或密码错误</InlineAlert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('用户名或密码错误');
    const style = getComputedStyle(alert);
    expect(style.color).toBe('rgb(196, 38, 44)');
    expect(style.backgroundColor).toBe('rgb(252, 233, 234)');
    expect(colors.danger).toBe('#C4262C');
  });

  it('under a field it is a plain line with the id the input points to', () => {
    renderUi(
      <InlineAlert variant="field" id="name-error">
        请输入用户名
      </InlineAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('id', 'name-error');
    expect(getComputedStyle(alert).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  });

  it('a neutral hint is a polite status', () => {
    renderUi(<InlineAlert tone="info">每日可提现3次</InlineAlert>);
    expect(screen.getByRole('status')).toHaveTextContent('每日可提现3次');
  });
});
