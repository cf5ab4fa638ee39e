// e2e-feature: account
import assert from 'node:assert/strict';
import { API_PATHS, type UserInfo } from '@h5/api-contract';
import { expectAxeClean, memberCall, PICTURES, reloadThenOpen, startAt } from './support/account';
import { newMember, registerMember } from './support/api';
import { waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { expectMessage, expectVisible } from './support/ui';

const AVATAR_REFUSED = '只支持gif和png格式的图片';
const PROFILE = { mobile: '请输入正确手机号', email: '请输入正确邮箱号', birthday: '请输入正确的日期格式：YYYY-MM-DD' };

const avatarSrc = (page: import('playwright-core').Page) => page.getByTestId('avatar-image').getAttribute('src');

flow('account: a png avatar shows at once and after a reload; a .jpg and an .html are refused', async ({ page }) => {
  const member = newMember('avt');
  const token = await registerMember(member);
  await startAt(page, token, '/mine');
  await expectVisible(page.getByRole('heading', { level: 1, name: '我的' }), 'the /mine title');
  await expectVisible(page.getByText(member.name), 'the member name');
  await expectVisible(page.getByText('加入第', { exact: false }), 'the joined-day text');
  await shot(page, 'account-mine');
  await expectAxeClean(page, 'account-mine');
  await narrowShot(page, 'account-mine-320');

  const input = page.getByLabel('更换头像');
  await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: PICTURES.jpg });
  await expectMessage(page, AVATAR_REFUSED);
  await input.setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: PICTURES.html });
  await expectMessage(page, AVATAR_REFUSED);
  await shot(page, 'account-mine-avatar-refused');
  await expectAxeClean(page, 'account-mine-avatar-refused');
  // An html page named .png passes the browser's type check; the server reads the bytes.
  await input.setInputFiles({ name: 'disguised.png', mimeType: 'image/png', buffer: PICTURES.html });
  await expectMessage(page, AVATAR_REFUSED);
  const refused = (await memberCall(API_PATHS.user, {}, token)).data as UserInfo;
  assert.ok(!refused.avatar, 'no refused file became the avatar');

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PICTURES.png });
  await expectVisible(page.getByTestId('avatar-image'), 'the new avatar at once');
  await expectMessage(page, '上传成功');
  const stored = ((await memberCall(API_PATHS.user, {}, token)).data as UserInfo).avatar ?? '';
  assert.match(stored, /\/uploads\/avatars\/\d+-[0-9a-f]{16}\.png$/);
  await page.waitForFunction((url) => document.querySelector('[data-testid="avatar-image"]')?.getAttribute('src') === url, stored);

  await reloadThenOpen(page, '/mine');
  await expectVisible(page.getByTestId('avatar-image'), 'the avatar after a reload');
  assert.equal(await avatarSrc(page), stored);
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="avatar-image"]');
    return Boolean(img && img.complete && img.naturalWidth > 0);
  });
  await shot(page, 'account-mine-avatar');
});

flow('account: /userInfo checks mobile, e-mail, birthday in order, saves with the date picker, keeps the values', async ({ page }) => {
  const member = newMember('prf');
  const token = await registerMember(member);
  await startAt(page, token, '/mine');
  await page.getByRole('link', { name: new RegExp(member.name) }).click();
  await waitForRoute(page, '/userInfo');
  await expectVisible(page.getByRole('heading', { level: 1, name: '个人信息' }), 'the /userInfo title');
  await expectVisible(page.getByLabel('用户名'), 'the read-only username');
  assert.equal(await page.getByLabel('用户名').inputValue(), member.name);
  assert.equal(await page.getByLabel('真实姓名').inputValue(), member.realname);
  await shot(page, 'account-user-info');
  await narrowShot(page, 'account-user-info-320');

  const save = () => page.getByRole('button', { name: '确认修改' }).click();
  await page.getByLabel('手机号码').fill('12345');
  await page.getByLabel('邮箱').fill('not-mail');
  await save();
  await expectMessage(page, PROFILE.mobile);
  await page.getByLabel('手机号码').fill('13912345678');
  await save();
  await expectMessage(page, PROFILE.email);
  await page.getByLabel('邮箱').fill('li4@qq.com');
  await save();
  await expectMessage(page, PROFILE.birthday);
  await shot(page, 'account-user-info-birthday-missing');
  await expectAxeClean(page, 'account-user-info-birthday-missing');

  await page.getByRole('button', { name: '生日' }).click();
  await expectVisible(page.getByText('选择生日'), 'the birthday picker');
  await shot(page, 'account-user-info-picker');
  await expectAxeClean(page, 'account-user-info-picker');
  await page.getByText('确定', { exact: true }).click();
  const shown = (await page.getByRole('button', { name: '生日' }).textContent()) ?? '';
  assert.match(shown, /^\d{4}-\d{2}-\d{2}$/);
  await save();
  await expectMessage(page, '操作成功');

  const saved = (await memberCall(API_PATHS.user, {}, token)).data as UserInfo;
  assert.deepEqual(
    [saved.mobile, saved.email, saved.birthday],
    ['13912345678', 'li4@qq.com', shown],
    'the server holds the day the picker showed',
  );
  await reloadThenOpen(page, '/userInfo');
  await expectVisible(page.getByRole('button', { name: '生日' }).filter({ hasText: shown }), 'the saved birthday after a reload');
  assert.equal(await page.getByLabel('手机号码').inputValue(), '13912345678');
  await shot(page, 'account-user-info-saved');
});
