import { newMember, registerMember, setConfig } from './support/api';
import { expectAxeClean, startAt } from './support/account';
import { open } from './support/browser';
import { flow } from './support/flow';
import { approvedDeposit, centralBalance, redPacketInfo } from './support/promotions';
import { shot } from './support/screens';
import { expectVisible } from './support/ui';
import { narrowShot } from './support/wallet';

const count = (page: import('playwright-core').Page, label: string) => page.locator('dl div').filter({ hasText: label }).locator('dd');

flow('promotions: with red packets on and a qualifying deposit a member grabs every packet, sees each in /welfare, then is refused', async ({ page }) => {
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
});

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
