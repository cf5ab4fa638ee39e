import { screen } from '@testing-library/react';
import { TouchLink } from './touch-link';
import { renderUi } from '../../test/render';
import { colors, fontSizes, layout } from '../../theme/tokens';

describe('TouchLink', () => {
  it('is a link 44 px tall in the brand colour, not underlined, its $ props kept off the DOM', () => {
    renderUi(
      <TouchLink href="#/addBankCard" $size="sm" $gap="xs">
        添加银行卡
      </TouchLink>,
    );
    const link = screen.getByRole('link', { name: '添加银行卡' });
    expect(link).toHaveAttribute('href', '#/addBankCard');
    expect(link).toHaveStyle({
      display: 'inline-flex',
      minHeight: `${layout.touchTarget}px`,
      color: colors.accent,
      fontSize: `${fontSizes.sm}px`,
      gap: '4px',
      textDecoration: 'none',
    });
    expect(link.getAttributeNames().filter((name) => name.startsWith('$'))).toEqual([]);
  });

  it('takes a whole line, the colour around it, an underline, or is a button', () => {
    renderUi(
      <div>
        <TouchLink href="#/kefu" $block $underline $tone="inherit">
          人工客服
        </TouchLink>
        <TouchLink as="button" type="button" $tone="secondary" $nowrap>
          领取记录
        </TouchLink>
      </div>,
    );
    const service = screen.getByRole('link', { name: '人工客服' });
    expect(service).toHaveStyle({ display: 'flex', justifyContent: 'center', textDecoration: 'underline' });
    // jsdom does not resolve inherit: the rule itself says the colour comes from around it.
    expect(getComputedStyle(service).color).toBe('inherit');
    expect(screen.getByRole('button', { name: '领取记录' })).toHaveStyle({ color: colors.textSecondary, whiteSpace: 'nowrap' });
  });
});
