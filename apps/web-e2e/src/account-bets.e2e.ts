// e2e-feature: account
import { expectAxeClean, placeDemoBets, startAt } from './support/account';
import { newMember, registerMember } from './support/api';
import { waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { expectHidden, expectVisible } from './support/ui';

flow('account: bets placed in a demo venue show in /betRecord with their statuses, and the filters narrow them', async ({ page }) => {
  const member = newMember('bet');
  const token = await registerMember(member);
  const bets = await placeDemoBets(member.name, token);
  await startAt(page, token, '/mine');
  await page.getByRole('link', { name: '投注记录' }).click();
  await waitForRoute(page, '/betRecord');
  await expectVisible(page.getByRole('heading', { level: 1, name: '投注记录' }), 'the /betRecord title');

  const row = (betId: string) => page.getByRole('listitem').filter({ hasText: betId });
  for (const [betId, status] of [
    [bets.settled, '已结算'],
    [bets.unsettled, '未结算'],
    [bets.voided, '无效'],
  ] as const) {
    await expectVisible(row(betId), `the bet ${betId}`);
    await expectVisible(row(betId).getByText(status, { exact: true }), `${betId} as ${status}`);
    await expectVisible(row(betId).getByText(bets.venue.name), `${betId} in ${bets.venue.name}`);
    await expectVisible(row(betId).getByText('¥10.00'), `${betId} staking ¥10.00`);
  }
  await expectVisible(page.getByText('没有更多了~'), 'the end of the list');
  await shot(page, 'account-bet-record');
  await expectAxeClean(page, 'account-bet-record');
  await narrowShot(page, 'account-bet-record-320');

  // Another venue: nothing was bet there.
  await page.getByRole('button', { name: /^平台/ }).click();
  const picker = page.getByRole('dialog', { name: '选择平台' });
  await expectVisible(picker, 'the platform picker');
  await shot(page, 'account-bet-record-platforms');
  await expectAxeClean(page, 'account-bet-record-platforms');
  const other = picker.getByRole('option').filter({ hasNotText: bets.venue.name }).nth(1);
  await other.click();
  await expectVisible(page.getByText('空空如也'), 'no bets in another venue');
  await expectHidden(row(bets.settled), 'the other venue’s bets');
  await shot(page, 'account-bet-record-empty');
  await expectAxeClean(page, 'account-bet-record-empty');

  await page.getByRole('button', { name: /^平台/ }).click();
  await picker.getByRole('option', { name: bets.venue.name, exact: true }).click();
  await page.getByRole('radio', { name: '今天' }).click();
  await expectVisible(row(bets.voided), 'today’s bets in the venue');
  await expectVisible(row(bets.settled), 'the settled bet of today');
  await shot(page, 'account-bet-record-today');
});
