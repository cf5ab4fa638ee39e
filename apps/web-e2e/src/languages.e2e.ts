// The languages' proof (docs/i18n.md): per language, the switch from the left menu, then home, /login,
// /recharge, /withdrawal, /money and /mine with no Chinese of the interface's own, nothing wider
// than a 375 or a 320 px phone, axe clean, screenshots; the reload and the server's first screen.
import assert from 'node:assert/strict';
import { newMember, registerMember } from './support/api';
import { open, openMobilePage, waitForApp } from './support/browser';
import { readCaptcha } from './support/captcha';
import { bindUsdt } from './support/cashier';
import { flow } from './support/flow';
import { LANG_COOKIE, LANGUAGE_TEXTS, type TranslatedLocale } from './support/language-texts';
import { checkScreen, operatorTexts, serverFirstScreen, switchFromMenu } from './support/languages';
import { shot } from './support/screens';
import { expectHidden, expectMessage, expectVisible } from './support/ui';
import { fundMember } from './support/wallet';
import { SCREENSHOT_DIR } from './support/workspace';
import type { Browser, Page } from 'playwright-core';

/**
 * A screen by a full page load on its route, as from a bookmark: its feature's texts are then
 * put in the language after its modules loaded, so a table a module copied them into when it
 * loaded shows Chinese (money's shortcuts did). Reached by the app's own navigation, an earlier
 * screen of the same feature had translated them already.
 */
async function openLoaded(page: Page, route: string): Promise<void> {
  // Off the site first, so the route is one full load (a hash change alone would not reload).
  await page.goto('about:blank');
  await open(page, route);
}

/** zh-CN is what every other flow proves; these four are switched to here, side by side. */
const LOCALES: readonly TranslatedLocale[] = ['en', 'vi', 'th', 'pt-BR'];

/** The Chinese names of the menu's controls, where every language's run starts. */
const CHINESE = { openMenu: '打开菜单', menuLanguage: '语言' };

/**
 * One language in a browser context of its own: a visitor switches from the menu, checks the
 * reload, the server's first screen and home; /login refuses an empty form (the validator) and a
 * wrong password (the server, in the language); the member logs in there, then /recharge,
 * /withdrawal (the validator's and the server's refusals), /money and /mine. Returns the faults
 * of the screens' checks; a step that cannot go on throws.
 */
async function walkLanguage(browser: Browser, locale: TranslatedLocale): Promise<string[]> {
  const texts = LANGUAGE_TEXTS[locale];
  const started = performance.now();
  // Where each language's time goes (the four share two cores): one line per step.
  const step = (what: string) => console.log(`languages: ${locale} ${what} at ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const member = newMember(`l${locale.slice(0, 2)}`);
  const token = await registerMember(member);
  await fundMember(member.name, 1000);
  await bindUsdt(token, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TRC20', member.payPassword);
  const operator = await operatorTexts(token);
  const faults: string[] = [];
  const { context, page, problems } = await openMobilePage(browser);
  try {
    step('set up');
    // A Chinese phone's first visit is Chinese; the menu's 语言 switches.
    await open(page, '/');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    await switchFromMenu(page, CHINESE, locale);
    await expectVisible(page.getByRole('button', { name: texts.openMenu, exact: true }), `the menu button in ${locale}`);
    const cookie = (await context.cookies()).find((c) => c.name === LANG_COOKIE);
    assert.equal(cookie?.value, locale, 'the choice travels in the cookie');

    step('switched from the menu');
    // A reload keeps it; the server renders the first screen in it before any script.
    await page.reload();
    await waitForApp(page);
    assert.equal(await page.evaluate(() => document.documentElement.lang), locale, 'the reload keeps the language');
    const first = await serverFirstScreen(browser, locale, texts.openMenu, operator);
    assert.equal(first.lang, locale, "the server's <html lang>");
    assert.ok(first.menuButton, `the server's menu button is named "${texts.openMenu}"`);
    if (first.chinese.length > 0) faults.push(`Chinese on the server's first screen in ${locale}:\n  ${first.chinese.join('\n  ')}`);
    step('reloaded, the first screen from the server checked');
    await checkScreen(page, locale, 'home', operator, faults);

    step('home checked');
    // /login as a visitor: the validator's refusal, then the server's, both in the language.
    await open(page, '/login');
    const form = page.getByRole('form', { name: texts.login.title });
    const submitLogin = () => form.getByRole('button', { name: texts.login.submit, exact: true }).click();
    await submitLogin();
    await expectMessage(page, texts.loginRequired);
    await form.getByLabel(texts.login.name, { exact: true }).fill(member.name);
    await form.getByLabel(texts.login.password, { exact: true }).fill('wrong-password');
    await form.getByLabel(texts.login.code, { exact: true }).fill((await readCaptcha(page)).code);
    await submitLogin();
    await expectMessage(page, texts.wrongPassword);
    await checkScreen(page, locale, 'login-refused', operator, faults);
    step('login refusals checked');
    // The member logs in on the same form.
    await form.getByLabel(texts.login.password, { exact: true }).fill(member.password);
    await form.getByLabel(texts.login.code, { exact: true }).fill((await readCaptcha(page)).code);
    await submitLogin();
    await page.waitForFunction(() => !!sessionStorage.getItem('token'));

    step('logged in');
    await openLoaded(page, '/recharge');
    await checkScreen(page, locale, 'recharge', operator, faults);

    step('recharge checked');
    // /withdrawal: no address chosen (the validator), then a wrong withdrawal password (the server).
    await openLoaded(page, '/withdrawal');
    const submitWithdrawal = () => page.getByRole('button', { name: texts.withdrawal.submit, exact: true }).click();
    await submitWithdrawal();
    await expectMessage(page, texts.withdrawUsdtRequired);
    await page.getByRole('button', { name: new RegExp(`^${texts.withdrawal.account} `) }).click();
    await page
      .getByRole('dialog', { name: texts.withdrawal.pick })
      .getByRole('option', { name: /TRC20 bLSE/ })
      .click();
    await page.getByRole('textbox', { name: texts.withdrawal.amount }).fill('200');
    await page.getByLabel(texts.withdrawal.password).fill('000000');
    await submitWithdrawal();
    await expectMessage(page, texts.payPasswordWrong);
    await shot(page, `languages-${locale}-withdrawal-refusal`);
    // The refusal is a toast: axe measured it fading (a contrast it never has at rest), so the
    // screen's checks run once it has gone.
    // (antd-mobile's toast box: the text itself stays in a live region for screen readers.)
    await expectHidden(page.locator('.adm-toast-main'), 'the refusal toast');
    await checkScreen(page, locale, 'withdrawal', operator, faults);

    step('withdrawal checked');
    await openLoaded(page, '/money');
    await checkScreen(page, locale, 'money', operator, faults);
    step('money checked');
    await openLoaded(page, '/mine');
    await checkScreen(page, locale, 'mine', operator, faults);

    step('mine checked');
    if (locale === 'en') {
      // And back to Chinese from the menu in English (one language is enough: the same control).
      await open(page, '/');
      await switchFromMenu(page, texts, 'zh-CN');
      await expectVisible(page.getByRole('button', { name: CHINESE.openMenu, exact: true }), 'the menu button in Chinese again');
    }
  } catch (err) {
    await page.screenshot({ path: `${SCREENSHOT_DIR}/languages-${locale}-failed.png` }).catch(() => undefined);
    // The screens' faults found before the step that could not go on are reported with it.
    throw new Error([`${locale}: ${(err as Error).message}`, ...faults.map((fault) => `${locale}: ${fault}`)].join('\n'), { cause: err });
  } finally {
    await context.close();
  }
  return [...faults, ...problems.map((problem) => `in the page: ${problem}`)].map((fault) => `${locale}: ${fault}`);
}

flow(
  'languages: en, vi, th and pt-BR side by side — the menu switches, the reload and the server keep it; home, /login, /recharge, /withdrawal, /money, /mine with no Chinese of their own, no overflow at 375 and 320 px, axe clean',
  async ({ context }) => {
    const browser = context.browser();
    assert.ok(browser, 'the flow runs in a launched browser');
    // Side by side: the flows mostly wait on the page, so four contexts cost little more than one.
    const runs = await Promise.allSettled(LOCALES.map((locale) => walkLanguage(browser, locale)));
    const failures = runs.flatMap((run) => (run.status === 'rejected' ? [(run.reason as Error).message] : run.value));
    assert.deepEqual(failures, [], failures.join('\n'));
  },
  // Four languages side by side: 94–101 s alone, 264 s once with the story scan beside on a 2-core machine.
  { timeoutMs: 600_000 },
);
