import { screen } from '@testing-library/react';
import { CardLink } from './card-link';
import { renderUi } from '../../test/render';
import { colors, radii, shadows } from '../../theme/tokens';

describe('CardLink', () => {
  it("is one link with Card's look, in the text colour, not underlined, clipping what it holds", () => {
    renderUi(
      <CardLink href="#/activityInfo?id=7">
        <img src="/banner.png" alt="" />
        首存加送
      </CardLink>,
    );
    const link = screen.getByRole('link', { name: '首存加送' });
    expect(link).toHaveAttribute('href', '#/activityInfo?id=7');
    expect(link).toHaveStyle({
      display: 'block',
      overflow: 'hidden',
      padding: '16px',
      color: colors.text,
      textDecoration: 'none',
      background: colors.surface,
      borderRadius: `${radii.lg}px`,
    });
    // jsdom writes the shadow's list without the space after the comma.
    expect(getComputedStyle(link).boxShadow.replace(/,(?=\S)/g, ', ')).toBe(shadows.card);
    expect(link.getAttributeNames().filter((name) => name.startsWith('$'))).toEqual([]);
  });

  it("takes Card's padding, radius and flat props", () => {
    renderUi(
      <CardLink href="#/zhanzhuye?type=1" $flat $padding={['lg', 'md']} $radius="md">
        区域合作伙伴
      </CardLink>,
    );
    expect(screen.getByRole('link', { name: '区域合作伙伴' })).toHaveStyle({
      padding: '16px 12px',
      borderRadius: `${radii.md}px`,
      boxShadow: 'none',
    });
  });
});
