import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROUTES } from '@h5/routing';
import { fail, ok } from '../test/fake-api';
import { currentRoute, renderShell, stubRoutes, tab } from '../test/render-shell';
// Loaded ahead so the lazy menu appears without waiting for a cold module transform.
import './left-menu';

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
  return screen.findByRole('dialog', { name: '侧边菜单' });
}

describe('left menu', () => {
  it('greets a visitor with the site title and offers 立即登录', async () => {
    renderShell({ at: '/' });
    const menu = await openMenu();
    expect(await within(menu).findByText('您好，欢迎来到皇冠体育')).toBeInTheDocument();
    expect(within(menu).queryByText('消息中心')).not.toBeInTheDocument();
    expect(within(menu).queryByText('负责任博彩')).not.toBeInTheDocument();
    expect(within(menu).queryByText('安全退出')).not.toBeInTheDocument();

    fireEvent.click(within(menu).getByRole('button', { name: '立即登录' }));
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
  });

  it('leads to 会员中心 and, for a member, to 消息中心 and back', async () => {
    renderShell({ at: '/', token: 'member-token' });
    fireEvent.click(await screen.findByText('赞助'));
    await screen.findByText('zhanzhu page at /zhanzhu');

    fireEvent.click(within(await openMenu()).getByRole('button', { name: '消息中心' }));
    expect(await screen.findByText('message page at /message')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '返回' }));
    expect(await screen.findByText('zhanzhu page at /zhanzhu')).toBeInTheDocument();

    fireEvent.click(within(await openMenu()).getByRole('button', { name: '会员中心' }));
    expect(await screen.findByText('member page at /vip')).toBeInTheDocument();
  });

  it('leads a member to 负责任博彩 (docs/api.md, Player protection); a visitor does not see it', async () => {
    const routes = [...stubRoutes, { path: ROUTES.responsibleGaming, Page: () => <p>responsible gaming page</p> }];
    renderShell({ at: '/', token: 'member-token', routes });
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '负责任博彩' }));
    expect(await screen.findByText('responsible gaming page')).toBeInTheDocument();
  });

  it('links 意见反馈 to customer service and copies the permanent domain', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderShell({ at: '/' });
    const menu = await openMenu();
    await waitFor(() =>
      expect(within(menu).getByText('意见反馈').closest('a')).toHaveAttribute('href', 'https://service.example.com/chat'),
    );
    expect(within(menu).getByText('https://h5.example.com')).toBeInTheDocument();

    fireEvent.click(within(menu).getByRole('button', { name: '复制' }));
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('https://h5.example.com');
  });

  it('says 已在当前页面！ for the page already shown', async () => {
    renderShell({ at: '/vip' });
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '会员中心' }));
    expect(await screen.findByText('已在当前页面！')).toBeInTheDocument();
  });

  it('closes on a tap on the mask', async () => {
    renderShell({ at: '/' });
    await openMenu();
    fireEvent.click(screen.getByTestId('menu-mask'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '侧边菜单' })).not.toBeInTheDocument());
    expect(tab('首页')).toBeInTheDocument();
  });

  it('holds the keyboard while open and gives focus back to the menu button on Escape', async () => {
    renderShell({ at: '/' });
    const button = await screen.findByRole('button', { name: '打开菜单' });
    button.focus();
    fireEvent.click(button);
    const menu = await screen.findByRole('dialog', { name: '侧边菜单' });
    await waitFor(() => expect(menu).toHaveFocus());
    const entries = [...menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(entries[entries.length - 1]).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(entries[0]).toHaveFocus();

    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '侧边菜单' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it.each([
    ['answers', ok([])],
    ['fails', fail(500, '服务器异常')],
  ])('logs out after the confirm, when logoff %s: storage cleared, /login', async (_case, answer) => {
    const { api } = renderShell({ at: '/', token: 'member-token', answers: { '/api/logoff': answer } });
    await screen.findByText('¥1,234.50');
    fireEvent.click(within(await openMenu()).getByRole('button', { name: '安全退出' }));

    expect(await screen.findByText('您确定要退出登录吗?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('login page at /login')).toBeInTheDocument();
    expect(api.callsTo('/api/logoff')).toHaveLength(1);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(currentRoute()).toBe('/login');
    expect(screen.getByRole('link', { name: '注册' })).toBeInTheDocument();
  });

  it('lists the five languages each named in itself under 语言; a pick is saved for the page and the server (docs/i18n.md)', async () => {
    renderShell({ at: '/' });
    fireEvent.click(within(await openMenu()).getByRole('button', { name: /语言/ }));
    const picker = await screen.findByRole('dialog', { name: '语言' });
    const options = within(picker).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['简体中文', 'English', 'Tiếng Việt', 'ไทย', 'Português (Brasil)']);
    expect(within(picker).getByRole('option', { name: '简体中文' })).toHaveAttribute('aria-selected', 'true');

    // jsdom cannot reload (it says so on the console); the reload itself: feature-kit's locale-choice test.
    fireEvent.click(within(picker).getByRole('option', { name: 'English' }));
    expect(localStorage.getItem('h5_lang')).toBe('en');
    expect(document.cookie).toContain('h5_lang=en');
    localStorage.removeItem('h5_lang');
    document.cookie = 'h5_lang=; max-age=0; path=/';
  });
});
