import { act, fireEvent, screen, within } from '@testing-library/react';
import { toBeijingDate } from '@h5/domain';
import { welcomeFingerprint } from './dismissal';
import { appInfo, ok } from '../test/fake-api';
import { currentRoute, renderShell, stubRoutes, tab } from '../test/render-shell';
// Loaded ahead so the lazy modal appears without waiting for a cold module transform.
import './welcome-modal';

const WELCOME_HTML = '<p>新会员首存<strong>送88元</strong></p><script>alert(1)</script>';
const MEMBER_TOKEN = 'member-token-0123456789abcdef';
const welcomeOn = { '/api/app': ok(appInfo({ index_modal: '1', webcontent: WELCOME_HTML })) };

/** What 今日不再提示 left in storage on an earlier visit (renderShell starts with empty storage). */
const dismissedOn = (day: string, html = WELCOME_HTML) =>
  localStorage.setItem('welcomeDismissed', JSON.stringify({ day, text: welcomeFingerprint('皇冠体育', html) }));

/** The page has painted and gone idle, the app info has answered: a modal that is coming has come. */
async function settled() {
  await screen.findByRole('img', { name: '皇冠体育' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

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

  describe('今日不再提示 and the deposit offer (docs/product.md §2)', () => {
    it('is ticked by default: closing remembers this text for today in storage', async () => {
      renderShell({ at: '/', answers: welcomeOn });
      const dialog = await screen.findByRole('dialog', { name: '欢迎来到皇冠体育' });
      expect(within(dialog).getByRole('checkbox', { name: '今日不再提示' })).toBeChecked();
      fireEvent.click(screen.getByTestId('welcome-mask'));
      expect(JSON.parse(localStorage.getItem('welcomeDismissed') ?? '{}')).toEqual({
        day: toBeijingDate(Date.now()),
        text: welcomeFingerprint('皇冠体育', WELCOME_HTML),
      });
    });

    it('a text closed today stays closed on the next load', async () => {
      renderShell({ at: '/', answers: welcomeOn });
      dismissedOn(toBeijingDate(Date.now()));
      await settled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows again when the operator edited the text since', async () => {
      renderShell({ at: '/', answers: welcomeOn });
      dismissedOn(toBeijingDate(Date.now()), '<p>上周的欢迎语</p>');
      expect(await screen.findByRole('dialog', { name: '欢迎来到皇冠体育' })).toBeInTheDocument();
    });

    it('shows again on the next Beijing day', async () => {
      renderShell({ at: '/', answers: welcomeOn });
      dismissedOn(toBeijingDate(Date.now() - 86_400_000));
      expect(await screen.findByRole('dialog', { name: '欢迎来到皇冠体育' })).toBeInTheDocument();
    });

    it('unticked, closing hides it for this visit only', async () => {
      renderShell({ at: '/', answers: welcomeOn });
      fireEvent.click(await screen.findByRole('checkbox', { name: '今日不再提示' }));
      fireEvent.click(screen.getByRole('button', { name: '关闭欢迎信息' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(localStorage.getItem('welcomeDismissed')).toBeNull();
    });

    it('去存款 shows when the operator says the text announces a deposit offer, and leads to /recharge', async () => {
      renderShell({
        at: '/',
        answers: { '/api/app': ok(appInfo({ index_modal: '1', index_modal_recharge: '1', webcontent: WELCOME_HTML })) },
      });
      fireEvent.click(await screen.findByRole('button', { name: '去存款' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // A visitor here: /recharge is for members, so the guard asks to log in first and comes back.
      expect(currentRoute()).toBe('/login?redirect=/recharge');
    });

    it('no 去存款 for a visitor without that setting', async () => {
      renderShell({ at: '/', answers: welcomeOn });
      const dialog = await screen.findByRole('dialog', { name: '欢迎来到皇冠体育' });
      expect(within(dialog).queryByRole('button', { name: '去存款' })).not.toBeInTheDocument();
    });

    it('no 去存款 for a member whose central wallet holds money', async () => {
      renderShell({ at: '/', token: MEMBER_TOKEN, answers: welcomeOn });
      const dialog = await screen.findByRole('dialog', { name: '欢迎来到皇冠体育' });
      // The header's balance has answered (¥1,234.50): the modal has read it.
      await screen.findByText('¥1,234.50');
      expect(within(dialog).queryByRole('button', { name: '去存款' })).not.toBeInTheDocument();
    });

    it('去存款 shows to a member at ¥0.00 without the operator setting, and leads to /recharge', async () => {
      renderShell({
        at: '/',
        token: MEMBER_TOKEN,
        routes: [...stubRoutes, { path: '/recharge', Page: () => <p>recharge page</p> }],
        answers: {
          ...welcomeOn,
          '/api/balance': ok({ balance: '0.00' }),
          '/api/user': ok({ username: 'player01', balance: '0.00', gameblance: 0 }),
        },
      });
      const dialog = await screen.findByRole('dialog', { name: '欢迎来到皇冠体育' });
      fireEvent.click(await within(dialog).findByRole('button', { name: '去存款' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByText('recharge page')).toBeInTheDocument();
      expect(currentRoute()).toBe('/recharge');
    });
  });
});
