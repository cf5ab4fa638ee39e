import { screen } from '@testing-library/react';
import { VipBadge, vipTier } from './vip-badge';
import { renderUi } from '../../test/render';

describe('VipBadge', () => {
  it('is an image named VIP{n} showing the level number', () => {
    renderUi(<VipBadge level={7} />);
    const badge = screen.getByRole('img', { name: 'VIP7' });
    expect(badge).toHaveTextContent('7');
    expect(badge).toHaveAttribute('data-vip-tier', 'gold');
  });

  it('rises bronze → silver → gold → diamond with the level', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(vipTier)).toEqual([
      'bronze',
      'bronze',
      'bronze',
      'silver',
      'silver',
      'silver',
      'gold',
      'gold',
      'gold',
      'diamond',
    ]);
  });

  it('counts the step within a metal with sparkles; VIP10 is a gem without them', () => {
    const { container, rerender } = renderUi(<VipBadge level={5} />);
    // Rim, plate and two sparkles.
    expect(container.querySelectorAll('svg > path')).toHaveLength(4);
    rerender(<VipBadge level={10} />);
    expect(screen.getByRole('img', { name: 'VIP10' })).toHaveAttribute('data-vip-tier', 'diamond');
    // Rim, plate and the facet lines.
    expect(container.querySelectorAll('svg > path')).toHaveLength(3);
  });

  it('draws out-of-range levels as the nearest one (a new member at 0 wears VIP1)', () => {
    renderUi(
      <>
        <VipBadge level={0} />
        <VipBadge level={12} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'VIP1' })).toHaveAttribute('data-vip-tier', 'bronze');
    expect(screen.getByRole('img', { name: 'VIP10' })).toBeInTheDocument();
  });

  it('is hidden from screen readers when decorative', () => {
    const { container } = renderUi(<VipBadge level={3} decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives each badge its own gradient, so two on a page never share one', () => {
    const { container } = renderUi(
      <>
        <VipBadge level={1} />
        <VipBadge level={9} />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(new Set(ids).size).toBe(2);
    container.querySelectorAll('svg').forEach((svg) => {
      const id = svg.querySelector('linearGradient')?.id;
      expect(svg.querySelector('path')).toHaveAttribute('fill', `url(#${id})`);
    });
  });
});
