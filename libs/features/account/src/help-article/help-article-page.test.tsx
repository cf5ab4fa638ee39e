import { fireEvent, screen } from '@testing-library/react';
import { ok } from '@h5/test-utils';
import HelpArticlePage from './help-article-page';
import { renderPage } from '../test/render-page';

describe('/boutBallBetInfo', () => {
  it('titles the article by type and shows its HTML, then the service link', async () => {
    const { api } = renderPage(<HelpArticlePage />, { at: '/boutBallBetInfo?type=1' });
    expect(screen.getByRole('heading', { level: 1, name: '常见问题' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '如何存款？' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '联系人工客服' })).toBeInTheDocument();
    expect(api.callsTo('/api/article')[0].body).toEqual({ type: 1 });
  });

  it('says 暂无内容 without the service link while an article is not written', async () => {
    renderPage(<HelpArticlePage />, { at: '/boutBallBetInfo?type=8' });
    expect(screen.getByRole('heading', { level: 1, name: '责任博彩' })).toBeInTheDocument();
    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '联系人工客服' })).not.toBeInTheDocument();
  });

  it('offers a retry when the network fails', async () => {
    const { api } = renderPage(<HelpArticlePage />, { at: '/boutBallBetInfo?type=5', routes: { '/api/article': 'network-error' } });
    const retry = await screen.findByRole('button', { name: '重新加载' });
    api.answer('/api/article', ok({ id: 5, name: '代理加盟', content: '<p>零成本加盟</p>' }));
    fireEvent.click(retry);
    expect(await screen.findByText('零成本加盟')).toBeInTheDocument();
  });
});
