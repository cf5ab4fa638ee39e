// e2e-feature: promotions
import { expectAxeClean, reloadThenOpen, startAt } from './support/account';
import { newMember, registerMember, setConfig } from './support/api';
import { loginPanel } from './support/auth-forms';
import { currentRoute, open } from './support/browser';
import { flow, forgive } from './support/flow';
import { approvedDeposit, centralBalance, redPacketInfo, resetRedPacketWindow, setRedPacketWindow } from './support/promotions';
import { narrowShot, shot } from './support/screens';
import { expectHidden, expectVisible } from './support/ui';

const count = (page: import('playwright-core').Page, label: string) => page.locator('dl div').filter({ hasText: label }).locator('dd');

flow(
  'promotions: with red packets on and a qualifying deposit a member grabs every packet, sees each in /welfare, then is refused',
  async ({ page }) => {
    await setConfig('redpacket_switch', '1');
    const token = await registerMember(newMember('pkt'));
    await approvedDeposit(token, 1000);
    const before = await redPacketInfo(token);
    if (before.sendnums < 1) throw new Error(`a 1000 deposit earned no grab: ${JSON.stringify(before)}`);

    await startAt(page, token, '/hongbao');
    await expectVisible(count(page, '剩余次数').getByText(String(before.sendnums), { exact: true }), `${before.sendnums} grabs left`);
    await shot(page, 'promotions-hongbao');
    await expectAxeClean(page, 'promotions-hongbao');
    await narrowShot(page, 'promotions-hongbao-320');

    const balanceBefore = await centralBalance(token);
    await page.getByRole('button', { name: '抢红包', exact: true }).click();
    const won = page.getByRole('dialog', { name: '恭喜您获得红包' });
    await expectVisible(won.getByText(/^¥\d/), 'the amount won');
    await shot(page, 'promotions-hongbao-won');
    await expectAxeClean(page, 'promotions-hongbao-won');
    await won.getByRole('button', { name: '确定' }).click();
    await expectVisible(count(page, '剩余次数').getByText(String(before.sendnums - 1), { exact: true }), 'one grab fewer');
    const balanceAfter = await centralBalance(token);
    if (Number(balanceAfter) <= Number(balanceBefore)) throw new Error(`balance did not rise: ${balanceBefore} → ${balanceAfter}`);

    for (let i = 1; i < before.sendnums; i++) {
      await page.getByRole('button', { name: '抢红包', exact: true }).click();
      await won.getByRole('button', { name: '确定' }).click();
    }
    await expectVisible(count(page, '剩余次数').getByText('0', { exact: true }), 'no grab left');
    await page.getByRole('button', { name: '抢红包', exact: true }).click();
    await expectVisible(page.getByText('您暂未达到领取条件，快去完成吧！'), 'the refusal');
    await shot(page, 'promotions-hongbao-insufficient');
    await expectAxeClean(page, 'promotions-hongbao-insufficient');
    await page.getByRole('button', { name: '关闭' }).click();

    await open(page, '/welfare');
    await expectVisible(page.getByRole('listitem').filter({ hasText: '¥1,000.00' }).first(), 'a packet record for the deposit');
    await expectVisible(page.getByText('没有更多了~'), 'the end of the records');
    await shot(page, 'promotions-welfare');
    await expectAxeClean(page, 'promotions-welfare');
    await narrowShot(page, 'promotions-welfare-320');
  },
);

flow('promotions: with the switch off /hongbao says 红包已关闭', async ({ page }) => {
  const token = await registerMember(newMember('off'));
  await setConfig('redpacket_switch', '0');
  try {
    await startAt(page, token, '/hongbao');
    await expectVisible(page.getByText('红包已关闭').first(), '红包已关闭');
    await shot(page, 'promotions-hongbao-closed');
    await expectAxeClean(page, 'promotions-hongbao-closed');
  } finally {
    await setConfig('redpacket_switch', '1');
  }
});

flow(
  'promotions: the operator moves the red-packet window: a member is told it has not started, then that it has ended, and is paid nothing; a grab lost on the network says 服务器异常',
  async ({ page, problems }) => {
    await setConfig('redpacket_switch', '1');
    const token = await registerMember(newMember('win'));
    await approvedDeposit(token, 1000);
    const balance = await centralBalance(token);
    const grab = () => page.getByRole('button', { name: '抢红包', exact: true }).click();
    try {
      // Starts in two hours: the deposit earns nothing yet and a grab says so.
      await setRedPacketWindow(2, 26);
      await startAt(page, token, '/hongbao');
      await expectVisible(count(page, '剩余次数').getByText('0', { exact: true }), 'no grab before the window');
      await grab();
      const notStarted = page.getByRole('dialog').filter({ hasText: '活动尚未开始，敬请期待！' });
      await expectVisible(notStarted, 'the not-started popup');
      await shot(page, 'promotions-hongbao-not-started');
      await expectAxeClean(page, 'promotions-hongbao-not-started');
      await narrowShot(page, 'promotions-hongbao-not-started-320');
      await notStarted.getByRole('button', { name: '确定' }).click();
      await expectHidden(notStarted, 'the popup closed');

      // Ended an hour ago: a fresh load of the screen shows the ended popup on a grab.
      await setRedPacketWindow(-48, -1);
      await reloadThenOpen(page, '/hongbao');
      await expectVisible(count(page, '剩余次数').getByText('0', { exact: true }), 'no grab after the window');
      await grab();
      const ended = page.getByRole('dialog').filter({ hasText: '活动已结束，敬请期待下次活动！' });
      await expectVisible(ended, 'the ended popup');
      await shot(page, 'promotions-hongbao-ended');
      await expectAxeClean(page, 'promotions-hongbao-ended');
      await narrowShot(page, 'promotions-hongbao-ended-320');
      await page.keyboard.press('Escape');
      await expectHidden(ended, 'Escape closes the popup');

      // Open again, the deposit earns its grabs; a grab lost on the network says so (docs/product.md §8).
      await resetRedPacketWindow();
      await reloadThenOpen(page, '/hongbao');
      await expectVisible(count(page, '剩余次数').getByText('3', { exact: true }), 'the grabs of the deposit');
      await page.route('**/api/douserredpacket', (route) => route.abort('connectionfailed'));
      await grab();
      const failed = page.getByRole('dialog').filter({ hasText: '服务器异常，请稍后再试' });
      await expectVisible(failed, 'the network-failure popup');
      await shot(page, 'promotions-hongbao-network-failure');
      await expectAxeClean(page, 'promotions-hongbao-network-failure');
      await narrowShot(page, 'promotions-hongbao-network-failure-320');
      await failed.getByRole('button', { name: '确定' }).click();
      await page.unroute('**/api/douserredpacket');
      forgive(problems, /Failed to load resource: net::ERR_CONNECTION_FAILED/);
    } finally {
      await resetRedPacketWindow();
    }
    const after = await centralBalance(token);
    if (after !== balance) throw new Error(`a grab outside the window paid: ${balance} → ${after}`);
  },
);

flow(
  'promotions: a visitor on /hongbao is invited to log in (docs/product.md §5) and lands on /login with the way back to /hongbao',
  async ({ page }) => {
    await open(page, '/hongbao');
    const invite = page.getByRole('alertdialog').filter({ hasText: '精彩内容等你来体验，快来登录吧！' });
    await expectVisible(invite, 'the log-in invitation');
    await shot(page, 'promotions-hongbao-visitor');
    await expectAxeClean(page, 'promotions-hongbao-visitor');
    await narrowShot(page, 'promotions-hongbao-visitor-320');
    await invite.getByRole('button', { name: '确定' }).click();
    await expectVisible(loginPanel(page).form, 'the login panel');
    const redirect = new URLSearchParams(currentRoute(page).split('?')[1] ?? '').get('redirect');
    if (redirect !== '/hongbao') throw new Error(`the login keeps no way back to /hongbao: ${currentRoute(page)}`);
  },
);
