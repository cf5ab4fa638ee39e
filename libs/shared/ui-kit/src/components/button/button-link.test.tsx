import { screen } from '@testing-library/react';
import { ButtonLink } from './button-link';
import { renderUi } from '../../test/render';
import { colors, layout, radii } from '../../theme/tokens';

describe('ButtonLink', () => {
  it('is a link with the primary button look and no underline', () => {
    renderUi(<ButtonLink href="#/message">更多</ButtonLink>);
    const link = screen.getByRole('link', { name: '更多' });
    expect(link).toHaveAttribute('href', '#/message');
    expect(link).toHaveStyle({
      display: 'inline-flex',
      minHeight: `${layout.touchTarget}px`,
      borderRadius: `${radii.pill}px`,
      background: colors.accent,
      color: colors.onAccent,
      textDecoration: 'none',
    });
  });

  it('takes the full width with block, another variant, and passes its click on', () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderUi(
      <ButtonLink href="#/app" variant="ghost" block onClick={onClick}>
        立即下载
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: '立即下载' });
    expect(link).toHaveStyle({ display: 'flex', width: '100%', color: colors.accent, background: colors.surface });
    link.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(link.getAttributeNames().filter((name) => name.startsWith('$') || name === 'variant' || name === 'block')).toEqual([]);
  });
});
