import { screen } from '@testing-library/react';
import { Carousel } from './carousel';
import { renderUi } from '../../test/render';

describe('Carousel', () => {
  it('names the carousel and shows every slide with one indicator dot each', () => {
    const { container } = renderUi(
      <Carousel
        label="APP功能介绍"
        slides={['极速存取', '海量游戏', '安全保障', '贴心客服'].map((t) => (
          <p key={t}>{t}</p>
        ))}
        autoplayInterval={3000}
      />,
    );
    expect(screen.getByRole('region', { name: 'APP功能介绍' })).toHaveAttribute('aria-roledescription', 'carousel');
    for (const text of ['极速存取', '海量游戏', '安全保障', '贴心客服']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(container.querySelectorAll('.adm-page-indicator-dot')).toHaveLength(4);
    expect(screen.getByRole('group', { name: '3 / 4' })).toHaveTextContent('安全保障');
  });
});
