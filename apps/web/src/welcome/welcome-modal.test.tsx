import { fireEvent, screen, within } from '@testing-library/react';
import { appInfo, ok } from '../test/fake-api';
import { renderShell, tab } from '../test/render-shell';
// Loaded ahead so the lazy modal appears without waiting for a cold module transform.
import './welcome-modal';

const welcomeOn = {
  '/api/app': ok(appInfo({ index_modal: '1', webcontent: '<p>新会员首存<strong>送88元</strong></p><script>alert(1)</script>' })),
};

describe('welcome modal', () => {
  it('shows the title and the sanitized welcome text when index_modal is 1', async () => {
    renderShell({ at: '/', answers: welcomeOn });
    const dialog = await screen.findByRole('dialog', { name: '欢迎来到皇冠体育' });
    expect(within(dialog).getByText('送88元')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('is closed by its close icon and stays closed while the app runs', async () => {
    renderShell({ at: '/', answers: welcomeOn });
    fireEvent.click(await screen.findByRole('button', { name: '关闭欢迎信息' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(tab('优惠'));
    await screen.findByText('activity page at /activity');
    fireEvent.click(tab('首页'));
    await screen.findByText('home page at /');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is closed by a tap on the mask, not on the panel', async () => {
    renderShell({ at: '/', answers: welcomeOn });
    fireEvent.click(await screen.findByText('送88元'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('welcome-mask'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown when index_modal is 0', async () => {
    renderShell({ at: '/', answers: { '/api/app': ok(appInfo({ index_modal: '0', webcontent: '<p>欢迎</p>' })) } });
    await screen.findByRole('img', { name: '皇冠体育' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for a main page when the app opens on a top-level page', async () => {
    renderShell({ at: '/login', answers: welcomeOn });
    await screen.findByRole('img', { name: '皇冠体育' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
