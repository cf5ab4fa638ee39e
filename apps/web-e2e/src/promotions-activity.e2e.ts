// e2e-feature: promotions
import { expectAxeClean, startAt } from './support/account';
import { newMember, registerMember } from './support/api';
import { open, waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { applications, decideApplication, firstActivity } from './support/promotions';
import { narrowShot, shot } from './support/screens';
import { expectHidden, expectVisible } from './support/ui';

flow('promotions: a visitor reads an activity and is offered 前往登录', async ({ page }) => {
  const activity = await firstActivity();
  await open(page, '/activity');
  await expectVisible(page.getByRole('heading', { level: 1, name: '优惠活动' }), 'the /activity title');
  await expectVisible(page.getByRole('tab', { name: '全部' }), 'the 全部 tab');
  await expectVisible(page.getByText('END', { exact: true }), 'the END divider');
  await shot(page, 'promotions-activity');
  await expectAxeClean(page, 'promotions-activity');
  await narrowShot(page, 'promotions-activity-320');
  await page.getByRole('link', { name: activity.title }).click();
  await waitForRoute(page, `/activityInfo?id=${activity.id}`);
  await expectVisible(page.getByRole('heading', { name: activity.title }), 'the activity title');
  await expectVisible(page.getByRole('button', { name: '前往登录' }), 'the login button for visitors');
  await shot(page, 'promotions-activity-info-visitor');
  await expectAxeClean(page, 'promotions-activity-info-visitor');
  await narrowShot(page, 'promotions-activity-info-visitor-320');
});

flow(
  'promotions: a member applies, finds the application pending in /activityRecord, then approved after the operator decides',
  async ({ page }) => {
    const activity = await firstActivity();
    const token = await registerMember(newMember('act'));
    await startAt(page, token, `/activityInfo?id=${activity.id}`);
    await page.getByRole('button', { name: '立即申请' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: /\S/ }), 'the apply message as a toast');
    await shot(page, 'promotions-activity-info-applied');
    // Let the toast go before the next screen's scan (a fading toast fails contrast).
    await expectHidden(page.locator('.adm-toast-mask'), 'the toast gone');

    await open(page, '/activityRecord');
    const row = page.getByRole('listitem').filter({ hasText: activity.title });
    await expectVisible(row.getByText('审核中'), 'the application pending review');
    await shot(page, 'promotions-activity-record-pending');
    await expectAxeClean(page, 'promotions-activity-record-pending');
    await narrowShot(page, 'promotions-activity-record-320');

    const [application] = (await applications(token)).data;
    await decideApplication(application.id, 'approve');
    await open(page, '/activity');
    await open(page, '/activityRecord');
    await expectVisible(row.getByText('已通过'), 'the application approved');
    await shot(page, 'promotions-activity-record-approved');
  },
);
