import assert from 'node:assert/strict';
import { setMaintenance } from './support/api';
import { open } from './support/browser';
import { flow } from './support/flow';
import { shot } from './support/screens';
import { SPEC } from './support/spec-texts';
import { expectVisible } from './support/ui';

const REPAIR_TIPS = '系统升级维护中，预计20分钟后恢复，给您带来不便敬请谅解。';

flow('maintenance replaces the whole app by repair_tips', async ({ page }) => {
  await setMaintenance(true, REPAIR_TIPS);
  try {
    for (const route of ['/', '/login']) {
      await open(page, route);
      await expectVisible(page.getByText(REPAIR_TIPS), `repair_tips on ${route}`);
      for (const tab of SPEC.tabs) assert.equal(await page.getByText(tab, { exact: true }).count(), 0, `no tab bar (${tab}) on ${route}`);
      assert.equal(await page.getByRole('link', { name: SPEC.header.login, exact: true }).count(), 0, `no header on ${route}`);
    }
    await shot(page, 'maintenance');
  } finally {
    await setMaintenance(false);
  }
  await open(page, '/');
  await page.reload();
  await expectVisible(page.getByText(SPEC.tabs[0], { exact: true }), 'the tab bar once maintenance is off');
  assert.equal(await page.getByText(REPAIR_TIPS).count(), 0, 'repair_tips gone once maintenance is off');
});
