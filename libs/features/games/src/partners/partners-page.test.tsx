import { act, screen } from '@testing-library/react';
import PartnersPage from './partners-page';
import { renderRoute } from '../test/render-route';

const render = (path: string) => renderRoute('/zhanzhuye', path, PartnersPage);

describe('/zhanzhuye', () => {
  it.each([
    ['/zhanzhuye?type=1', '区域合作伙伴介绍', '/sponsor/1'],
    ['/zhanzhuye?type=2', '全球顶级合作伙伴介绍', '/sponsor/2'],
    ['/zhanzhuye?type=9', '区域合作伙伴介绍', '/sponsor/1'],
  ])('%s frames the matching partner page, cut off from the app (no same-origin)', (path, title, src) => {
    render(path);
    const frame = screen.getByTitle(title);
    expect(frame).toHaveAttribute('src', src);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  });

  it('the back picture returns to /zhanzhu', async () => {
    render('/zhanzhuye?type=2');
    act(() => screen.getByRole('button', { name: '返回赞助' }).click());
    expect(await screen.findByTestId('location')).toHaveTextContent('/zhanzhu');
  });
});
