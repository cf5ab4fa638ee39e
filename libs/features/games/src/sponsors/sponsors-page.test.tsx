import { act, screen } from '@testing-library/react';
import SponsorsPage from './sponsors-page';
import { renderRoute } from '../test/render-route';

describe('/zhanzhu', () => {
  it('links the two partner entries to /zhanzhuye?type=1 and ?type=2, then the divider', () => {
    renderRoute('/zhanzhu', '/zhanzhu', SponsorsPage);
    expect(screen.getByRole('link', { name: /^区域合作伙伴/ })).toHaveAttribute('href', '/zhanzhuye?type=1');
    expect(screen.getByRole('link', { name: /^全球顶级合作伙伴/ })).toHaveAttribute('href', '/zhanzhuye?type=2');
    expect(screen.getByText('没有更多了~')).toBeInTheDocument();
  });

  it('goes to the partner page on tap', async () => {
    renderRoute('/zhanzhu', '/zhanzhu', SponsorsPage);
    act(() => screen.getByRole('link', { name: /^全球顶级合作伙伴/ }).click());
    expect(await screen.findByTestId('location')).toHaveTextContent('/zhanzhuye?type=2');
  });
});
