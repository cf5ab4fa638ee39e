import { screen } from '@testing-library/react';
import { appInfo, ok } from '../test/fake-api';
import { renderShell } from '../test/render-shell';

describe('maintenance', () => {
  it('replaces the whole app by repair_tips when site_state is 0', async () => {
    renderShell({
      at: '/activity',
      answers: { '/api/app': ok(appInfo({ site_state: '0', repair_tips: '系统升级中，预计两小时后恢复。' })) },
    });
    expect(await screen.findByText('系统升级中，预计两小时后恢复。')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '系统维护中' })).toBeInTheDocument();
    expect(screen.queryByText(/activity page/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });

  it('shows the normal routes when site_state is 1', async () => {
    renderShell({ at: '/activity', answers: { '/api/app': ok(appInfo({ site_state: '1', repair_tips: '系统升级中' })) } });
    expect(await screen.findByText('activity page at /activity')).toBeInTheDocument();
    expect(screen.queryByText('系统升级中')).not.toBeInTheDocument();
  });
});
