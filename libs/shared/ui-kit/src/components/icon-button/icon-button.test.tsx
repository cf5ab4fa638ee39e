import { screen } from '@testing-library/react';
import { IconButton } from './icon-button';
import { renderUi } from '../../test/render';
import { colors, layout } from '../../theme/tokens';

describe('IconButton', () => {
  it('is a round 44 px button named by its label, the accent on its soft fill by default', () => {
    const onClick = jest.fn();
    renderUi(
      <IconButton type="button" aria-label="刷新余额" onClick={onClick}>
        <svg />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: '刷新余额' });
    expect(button).toHaveStyle({
      width: `${layout.touchTarget}px`,
      height: `${layout.touchTarget}px`,
      color: colors.accent,
      background: colors.accentSoft,
    });
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is white on the accent fill with onAccent, and has no fill with plain', () => {
    renderUi(
      <>
        <IconButton type="button" aria-label="解绑" $tone="onAccent" />
        <IconButton type="button" aria-label="显示密码" $tone="plain" />
      </>,
    );
    expect(screen.getByRole('button', { name: '解绑' })).toHaveStyle({ color: colors.onAccent });
    expect(screen.getByRole('button', { name: '显示密码' })).toHaveStyle({ color: colors.textTertiary, background: 'none' });
  });
});
