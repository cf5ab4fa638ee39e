import { screen } from '@testing-library/react';
import { ButtonLink } from './button-link';
import { renderUi } from '../../test/render';
import { colors, fontSizes, layout, radii } from '../../theme/tokens';

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

  it('draws the compact pill with size sm, 36 px high in the small type, kept from shrinking', () => {
    renderUi(
      <ButtonLink href="#/kefu" size="sm">
        咨询客服
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: '咨询客服' });
    expect(link).toHaveStyle({
      minHeight: `${layout.touchTarget - 8}px`,
      fontSize: `${fontSizes.sm}px`,
      flex: 'none',
      position: 'relative',
      background: colors.accent,
    });
    expect(link).not.toHaveAttribute('size');
  });
});
