// e2e-feature: promotions
import { expectAxeClean, placeDemoBets, startAt } from './support/account';
import { newMember, registerMember } from './support/api';
import { open } from './support/browser';
import { flow } from './support/flow';
import { centralBalance, pendingRebate } from './support/promotions';
import { narrowShot, shot } from './support/screens';
import { expectHidden, expectVisible } from './support/ui';
import { shown } from './support/wallet';

const swipe = (page: import('playwright-core').Page, fromX: number, toX: number) =>
  page.getByTestId('vip-card').evaluate(
    (card, [a, b]) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: card, clientX: x, clientY: 200 });
      card.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(a)], changedTouches: [touch(a)] }));
      card.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(b)] }));
    },
    [fromX, toX] as const,
  );

flow("promotions: /vip opens on the member's level and swipes between levels", async ({ page }) => {
  const token = await registerMember(newMember('vip'));
  await startAt(page, token, '/vip');
  const card = page.getByTestId('vip-card');
  await expectVisible(card.getByRole('heading', { name: 'VIP1', exact: true }), 'the member level VIP1');
  await expectVisible(card.getByText('已达标'), 'VIP1 achieved');
  await shot(page, 'promotions-vip');
  await expectAxeClean(page, 'promotions-vip');
  await narrowShot(page, 'promotions-vip-320');
  await swipe(page, 300, 100);
  await expectVisible(card.getByRole('heading', { name: 'VIP2', exact: true }), 'VIP2 after a swipe left');
  await expectVisible(card.getByText('未达标'), 'VIP2 not achieved');
  await page.getByRole('tab', { name: 'VIP5' }).click();
  await expectVisible(card.getByRole('heading', { name: 'VIP5', exact: true }), 'VIP5 after a tap');
  await swipe(page, 100, 300);
  await expectVisible(card.getByRole('heading', { name: 'VIP4', exact: true }), 'VIP4 after a swipe right');
  await shot(page, 'promotions-vip-4');
});

flow('promotions: demo-venue bets accrue a rebate that /fanshui claims once', async ({ page }) => {
  const member = newMember('fan');
  const token = await registerMember(member);
  await placeDemoBets(member.name, token);
  const pending = await pendingRebate(token);
  if (!(Number(pending) > 0)) throw new Error(`no rebate accrued: ${pending}`);

  await startAt(page, token, '/fanshui');
  await expectVisible(page.getByText(shown(Number(pending).toFixed(2))).first(), 'the pending rebate');
  await expectVisible(page.getByText('未领取').first(), 'an unclaimed record');
  await shot(page, 'promotions-fanshui');
  await expectAxeClean(page, 'promotions-fanshui');
  await narrowShot(page, 'promotions-fanshui-320');

  const before = await centralBalance(token);
  const claim = page.getByRole('button', { name: '一键领取' });
  await claim.dblclick();
  await expectVisible(page.getByRole('status').filter({ hasText: /\S/ }), 'the server message');
  await shot(page, 'promotions-fanshui-claimed');
  await expectVisible(page.getByText('已领取').first(), 'the record claimed');
  const after = await centralBalance(token);
  const expected = (Math.round(Number(before) * 100) + Math.round(Number(pending) * 100)) / 100;
  if (Math.round(Number(after) * 100) !== Math.round(expected * 100))
    throw new Error(`balance ${before} + ${pending} should be ${expected}, is ${after}`);

  await expectHidden(page.locator('.adm-toast-mask'), 'the toast gone');
  await page.getByRole('button', { name: '一键领取' }).click();
  await expectVisible(page.getByText('暂无领取额度！'), 'nothing left to claim');
  await shot(page, 'promotions-fanshui-nothing');
  if ((await centralBalance(token)) !== after) throw new Error('a second claim moved money');
  await open(page, '/fanshui');
});
