// e2e-feature: account auth cashier wallet
import assert from 'node:assert/strict';
import { API_PATHS, SECURITY_PATHS, type ApiEnvelope, type SecurityOverview, type SessionInfo } from '@h5/api-contract';
import { newMember, registerMember, type Member } from './support/api';
import { logInOnForm } from './support/auth-forms';
import { open, openMobilePage, readStorage, waitForApp, waitForRoute, type MobilePage } from './support/browser';
import { bindBankCard, centralBalance, pendingWithdrawals } from './support/cashier';
import { baseUrl } from './support/env';
import { flow } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { NAMES, SPEC } from './support/spec-texts';
import { expectHidden, expectMessage, expectVisible } from './support/ui';
import { fundMember } from './support/wallet';
import type { Browser, Page } from 'playwright-core';

/** One balance poll (4300 ms, docs/product.md §9) twice, plus room for a loaded machine. */
const POLL_WAIT_MS = 4300 * 2 + 8000;

/** A POST to the API as the member of `token`, its envelope as answered. */
async function post<T>(path: string, token: string, body: unknown = {}): Promise<ApiEnvelope<T>> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await res.json()) as ApiEnvelope<T>;
}

async function serverData<T>(path: string, token: string): Promise<T> {
  const answer = await post<T>(path, token);
  assert.equal(answer.code, 200, `${path}: ${answer.message}`);
  return answer.data;
}

/**
 * A phone page on http://localhost: WebAuthn refuses an IP address as the relying party's id,
 * and the run serves on 127.0.0.1 (the server takes the rpID from the page's Origin when
 * PUBLIC_URL is unset, docs/security.md). The API helpers keep calling 127.0.0.1.
 */
async function openLocalhostPage(browser: Browser): Promise<MobilePage> {
  const ip = baseUrl();
  process.env['E2E_BASE_URL'] = ip.replace('//127.0.0.1:', '//localhost:');
  try {
    return await openMobilePage(browser);
  } finally {
    process.env['E2E_BASE_URL'] = ip;
  }
}

/** The device's platform authenticator, as Chromium's DevTools protocol simulates one (user verified, passkeys kept on it). */
async function addVirtualAuthenticator(mobile: MobilePage): Promise<void> {
  const cdp = await mobile.context.newCDPSession(mobile.page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Opens 账户安全 as a player does: /userCent, then its entry. */
async function openAccountSecurity(page: Page): Promise<void> {
  await open(page, '/userCent');
  await page.getByRole('link', { name: '账户安全' }).click();
  await waitForRoute(page, '/accountSecurity');
  await expectVisible(page.getByRole('heading', { name: '登录设备' }), 'the 登录设备 section');
}

/** Logs in on the form, adds a passkey on 账户安全 and checks the server holds it; answers the token. */
async function addPasskeyOnScreen(mobile: MobilePage, member: Member): Promise<string> {
  const { page } = mobile;
  const token = await logInOnForm(page, member);
  await openAccountSecurity(page);
  await expectVisible(page.getByText('尚未添加通行密钥'), 'no passkey yet');
  await page.getByRole('button', { name: '添加通行密钥' }).click();
  await expectVisible(page.getByTestId('passkey-row'), 'the new passkey on the list');
  await expectHidden(page.getByText('尚未添加通行密钥'), 'the empty passkey line');
  const overview = await serverData<SecurityOverview>(SECURITY_PATHS.overview, token);
  assert.equal(overview.passkeys.length, 1, 'the server holds one passkey');
  return token;
}

const pickCard = async (page: Page, last4: string) => {
  await page.getByRole('button', { name: /^银行卡 / }).click();
  await page
    .getByRole('dialog', { name: '请选择银行卡' })
    .getByRole('option', { name: new RegExp(last4) })
    .click();
  await expectVisible(page.getByRole('button', { name: new RegExp(`^银行卡 .*${last4}`) }), `the card ${last4}`);
};

async function withdrawToCard(page: Page, member: Member, last4: string, yuan: string): Promise<void> {
  await open(page, '/withdrawal');
  await page.getByRole('tab', { name: '银行卡' }).click();
  await pickCard(page, last4);
  await page.getByRole('textbox', { name: '取款金额' }).fill(yuan);
  await page.getByLabel('支付密码').fill(member.payPassword);
  await page.getByRole('button', { name: '立即取款' }).click();
}

/** Counts the confirmations the page answered (each a passkey assertion the server checked). */
function countConfirmations(page: Page): { finished: number } {
  const seen = { finished: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith(SECURITY_PATHS.confirmFinish)) seen.finished += 1;
  });
  return seen;
}

flow(
  'account security: a passkey added on 账户安全, a passkey login with no name typed and 上次登录, a withdrawal confirmed with it (a card bound before it waits 24 h, one bound with it does not)',
  async ({ context }) => {
    const member = newMember('sec');
    const setupToken = await registerMember(member);
    await fundMember(member.name, 1000);
    // Bound before the member had a second factor: it waits out new_destination_wait_hours.
    await bindBankCard(setupToken, member.realname, '6222020200112233445', member.payPassword);

    const mobile = await openLocalhostPage(context.browser() as Browser);
    const { page } = mobile;
    await addVirtualAuthenticator(mobile);
    await addPasskeyOnScreen(mobile, member);
    await shot(page, 'account-security-passkey');
    await narrowShot(page, 'account-security-passkey-320');

    // 安全退出 from the menu, then 使用通行密钥登录 on /login: no name, no password, no captcha.
    await open(page, '/');
    await page.getByRole('button', { name: NAMES.openMenu, exact: true }).click();
    await page.getByText(NAMES.safeExit, { exact: true }).click();
    await page.getByRole('button', { name: NAMES.confirm, exact: true }).click();
    await page.waitForFunction(() => sessionStorage.getItem('token') === null);
    await open(page, '/login');
    await page.getByRole('button', { name: '使用通行密钥登录' }).click();
    await page.waitForFunction(() => !window.location.hash.startsWith('#/login') && sessionStorage.getItem('token') !== null);
    const token = (await readStorage(page)).session['token'];
    const sessions = await serverData<SessionInfo[]>(SECURITY_PATHS.sessions, token);
    assert.equal(sessions.find((s) => s.current)?.method, 'passkey', 'the session was opened by the passkey');

    // 上次登录: the password login made on the form before, as the server recorded it.
    const previous = (await serverData<SecurityOverview>(SECURITY_PATHS.overview, token)).previous_login;
    assert.ok(previous && previous.method === 'password' && previous.ip === '127.0.0.1', 'the server names the password login');
    const notice = page.getByRole('alertdialog', { name: '上次登录' });
    await expectVisible(notice, 'the 上次登录 notice');
    await expectVisible(notice.getByText(previous.time, { exact: true }), 'the previous login time');
    await expectVisible(notice.getByText(previous.device, { exact: true }), 'the previous login device');
    await expectVisible(notice.getByText(previous.ip, { exact: true }), 'the previous login address');
    await shot(page, 'account-security-previous-login');
    await narrowShot(page, 'account-security-previous-login-320');
    // The phone's back closes the notice as 知道了 does: closing it by habit ends no session and
    // opens no password change (不是我？ does both).
    const route = await page.evaluate(() => window.location.hash);
    await page.goBack();
    await expectHidden(notice, 'the 上次登录 notice');
    await page.waitForTimeout(500);
    assert.equal(await page.evaluate(() => window.location.hash), route, 'back left the member where the notice was');
    assert.equal((await serverData<SessionInfo[]>(SECURITY_PATHS.sessions, token)).length, sessions.length, 'back ended no session');

    // The card bound before the passkey: the withdrawal is confirmed, then refused by the wait.
    const confirmations = countConfirmations(page);
    await withdrawToCard(page, member, '3445', '200');
    await expectVisible(page.getByText(/^新绑定的收款账户需等待至.+后才能提现$/), 'the new-destination wait');
    assert.equal(confirmations.finished, 1, 'the passkey confirmed this withdrawal');
    assert.equal(await centralBalance(token), '1000.00', 'a waiting destination receives nothing');
    await shot(page, 'account-security-withdraw-waits');

    // A card bound with the passkey's confirmation receives a withdrawal at once.
    await open(page, '/wallet?type=2');
    await page.getByRole('link', { name: '+ 添加银行卡' }).click();
    await waitForRoute(page, '/addBankCard');
    await page.getByLabel('持卡人姓名').fill(member.realname);
    await page.getByRole('button', { name: /^银行类型/ }).click();
    await page.getByRole('dialog', { name: '选择银行' }).getByRole('option', { name: '招商银行' }).click();
    await page.getByLabel('银行卡号').fill('6214830100998800007');
    await page.getByLabel('开户行').fill('深圳市南山支行');
    await page.getByLabel('支付密码').fill(member.payPassword);
    await page.getByRole('button', { name: '确认绑定' }).click();
    await expectMessage(page, '绑定成功');
    assert.equal(confirmations.finished, 2, 'the passkey confirmed the binding');

    await withdrawToCard(page, member, '0007', '200');
    await expectMessage(page, '提交成功，等待后台审核');
    await waitForRoute(page, '/transRecord?type=2');
    assert.equal(confirmations.finished, 3, 'the passkey confirmed the second withdrawal');
    assert.equal((await pendingWithdrawals(member.name)).length, 1, 'one withdrawal order');
    assert.equal(await centralBalance(token), '800.00', 'the amount is held at once');
    assert.deepEqual(mobile.problems, [], 'no error in the passkey page');
  },
  { timeoutMs: 240_000 },
);

flow(
  'account security: a second device appears in 登录设备, is ended from the first, and its next call answers 401 (the 认证失败 dialog)',
  async ({ context }) => {
    const member = newMember('dev');
    await registerMember(member);
    const browser = context.browser() as Browser;
    const first = await openLocalhostPage(browser);
    await addVirtualAuthenticator(first);
    await addPasskeyOnScreen(first, member);

    // With a passkey a login elsewhere keeps this session: both are listed.
    const second = await openMobilePage(browser);
    const secondToken = await logInOnForm(second.page, member);
    const notice = second.page.getByRole('alertdialog', { name: '上次登录' });
    await expectVisible(notice, 'the 上次登录 notice on the second device');
    await notice.getByRole('button', { name: '知道了' }).click();

    await first.page.reload();
    await waitForApp(first.page);
    await expectVisible(first.page.getByTestId('device-row').nth(1), 'two devices in 登录设备');
    assert.equal(await first.page.getByTestId('device-row').count(), 2, 'exactly the two sessions');
    await expectVisible(first.page.getByText('本设备', { exact: false }), 'this device marked');
    await first.page.getByRole('heading', { name: '登录设备' }).scrollIntoViewIfNeeded();
    await shot(first.page, 'account-security-devices');
    await narrowShot(first.page, 'account-security-devices-320');

    await first.page.getByRole('button', { name: /^下线 / }).click();
    await expectHidden(first.page.getByTestId('device-row').nth(1), 'the ended device');
    assert.equal((await post(API_PATHS.user, secondToken)).code, 401, 'the ended session is refused');

    await expectVisible(second.page.getByText(SPEC.sessionExpiredTitle, { exact: true }), 'the 认证失败 dialog', POLL_WAIT_MS);
    await shot(second.page, 'account-security-ended-device');
    await second.page.getByRole('button', { name: NAMES.confirm, exact: true }).click();
    await waitForRoute(second.page, '/login');
    assert.deepEqual(first.problems, [], 'no error in the first page');
    assert.deepEqual(second.problems, [], 'no error in the second page');
  },
  { timeoutMs: 180_000 },
);
