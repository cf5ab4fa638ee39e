import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { profileApi } from '@h5/api-client';
import { overlay, restoreChinese } from '@h5/domain';
import { ok, page } from '@h5/test-utils';
import MessagePage from './message-page';
import en from '../locales/en';
import * as accountMessages from '../messages';
import { renderPage } from '../test/render-page';

describe('/message', () => {
  // A language is written onto the texts after this module has loaded (a player who
  // opens /message first); the tabs read their titles when rendering, not when it loaded.
  it('names its tabs in the language the texts are in when it renders', async () => {
    overlay(accountMessages, en);
    try {
      renderPage(<MessagePage />, { at: '/message' });
      const tabs = await screen.findAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['Notices', 'Inbox']);
    } finally {
      restoreChinese(accountMessages);
    }
  });

  it('shows the announcements by default, then 没有更多了~', async () => {
    renderPage(<MessagePage />, { at: '/message' });
    expect(await screen.findByText(/每周二 02:00-04:00/)).toBeInTheDocument();
    expect(screen.getByText('没有更多了~')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '公告' })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists site messages with their HTML made inert, title and time', async () => {
    const letter = {
      id: 9,
      title: '运营通知',
      content: '<p>欢迎<b>回来</b><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script></p>',
      created_at: '2026-11-23 10:00:00',
    };
    renderPage(<MessagePage />, { at: '/message?type=2', routes: { '/api/noticeList': ok(page([letter])) } });
    const article = (await screen.findByRole('heading', { name: '运营通知' })).closest('article') as HTMLElement;
    expect(within(article).getByText('回来').tagName).toBe('B');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(within(article).getByText('2026-11-23 10:00:00')).toBeInTheDocument();
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
  });

  it('pages the site messages from page 1 and stops at last_page', async () => {
    const first = Array.from({ length: 2 }, (_, i) => ({
      id: 100 - i,
      title: `通知${i + 1}`,
      content: '<p>内容</p>',
      created_at: '2026-11-23 10:00:00',
    }));
    const second = [{ id: 1, title: '通知3', content: '<p>内容</p>', created_at: '2026-11-20 10:00:00' }];
    const { api } = renderPage(<MessagePage />, {
      at: '/message?type=2',
      routes: { '/api/noticeList': (body) => ok(Number(body['page']) === 1 ? page(first, 1, 2, 3) : page(second, 2, 2, 3)) },
    });
    expect(await screen.findByText('通知3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('没有更多了~')).toBeInTheDocument());
    expect(api.callsTo('/api/noticeList').map((c) => c.body['page'])).toEqual([1, 2]);
    expect(localStorage.getItem('messageNum')).toBe('3');
  });

  it('follows the stream: a new site message shows while the page is open, the rows staying until it arrives', async () => {
    const letter = (id: number, title: string) => ({ id, title, content: '<p>内容</p>', created_at: '2026-11-23 10:00:00' });
    const { api, store } = renderPage(<MessagePage />, {
      at: '/message?type=2',
      routes: { '/api/noticeList': ok(page([letter(1, '旧通知')], 1, 1, 1)) },
    });
    expect(await screen.findByText('旧通知')).toBeInTheDocument();
    api.answer('/api/noticeList', ok(page([letter(2, '新通知'), letter(1, '旧通知')], 1, 1, 2)));
    // What the stream's messages event does when the total moved (api-client live/apply-event.ts).
    act(() => void store.dispatch(profileApi.util.invalidateTags(['Messages'])));
    expect(await screen.findByText('新通知')).toBeInTheDocument();
    expect(screen.getByText('旧通知')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('messageNum')).toBe('2'));
  });

  it('switches tabs through the URL and offers a retry when announcements fail', async () => {
    const { api } = renderPage(<MessagePage />, { at: '/message?type=2', routes: { '/api/homenotice': 'network-error' } });
    await screen.findByText('存款到账通知');
    fireEvent.click(screen.getByRole('tab', { name: '公告' }));
    const retry = await screen.findByRole('button', { name: '重新加载' });
    api.answer('/api/homenotice', ok(['新公告']));
    fireEvent.click(retry);
    expect(await screen.findByText('新公告')).toBeInTheDocument();
  });
});
