import { fireEvent, screen, within } from '@testing-library/react';
import { ok, page } from '@h5/test-utils';
import WelfarePage from './welfare-page';
import { renderPage } from '../test/render-page';

describe('/welfare', () => {
  it('shows remaining and claimed counts, a link to /hongbao and the records with the end text', async () => {
    const { api } = renderPage(<WelfarePage />, { at: '/welfare' });
    const row = (await screen.findByText('2026-11-23 09:12:40')).closest('li') as HTMLElement;
    expect(within(row).getByText('¥1,000.00')).toBeInTheDocument();
    expect(within(row).getByText('¥18.88')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-23 10:05:12')).toBeInTheDocument();
    expect((screen.getByText('剩余次数').parentElement as HTMLElement).textContent).toBe('剩余次数2');
    expect((screen.getByText('已领取次数').parentElement as HTMLElement).textContent).toBe('已领取次数1');
    expect(screen.getByRole('link', { name: '去抢红包' })).toHaveAttribute('href', '/hongbao');
    expect(await screen.findByText('没有更多了~')).toBeInTheDocument();
    expect(api.callsTo('/api/redpacket')[0].body).toEqual({ page: 1 });
  });

  it('says 空空如也 with no records, and offers a retry when the network fails', async () => {
    const { api } = renderPage(<WelfarePage />, { at: '/welfare', routes: { '/api/redpacket': 'network-error' } });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    api.answer('/api/redpacket', ok(page([])));
    fireEvent.click(retry);
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });
});
