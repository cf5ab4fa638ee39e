/**
 * Helpers of the language flow (docs/i18n.md): the switch from the left menu, the operator's texts a
 * translated screen still shows as written, and the checks every screen gets in every language.
 */
import { API_METHODS, API_PATHS, type ApiCallName, type ApiEnvelope } from '@h5/api-contract';
import { describeFindings, scanPage } from './a11y';
import { NARROW_VIEWPORT, VIEWPORT, waitForApp } from './browser';
import { baseUrl } from './env';
import { LANG_COOKIE, LANGUAGE_NAMES, type Locale } from './language-texts';
import { shot } from './screens';
import type { Browser, Page } from 'playwright-core';

/**
 * The calls whose answers carry what operators (or the member) wrote, which every language
 * shows as written (docs/i18n.md: "banners, activity titles, notices stay as
 * written"): the site's settings (title, welcome text, app page), banners, notices and the
 * message list, venues and games, activity types and titles, the VIP levels, the pay ways and
 * receiving accounts the operator configured; and the member's own data (real name, bound
 * cards and their bank names). Nothing else is excluded: a Chinese text from any other call,
 * a server `message` (it follows X-Lang) or a screen's own Chinese fails the flow.
 */
const OPERATOR_CALLS: readonly ApiCallName[] = [
  'app',
  'bannerList',
  'homenotice',
  'noticelist',
  'gameList',
  'balancelist',
  'activitytype',
  'activitylist',
  'uservip',
  'get_pay_way',
  'getpaybank',
  'banklist',
  'user',
  'getcard',
];

const HAN = /\p{Script=Han}/u;

/** Every text with a Chinese character in a value (rich HTML also split into its text runs). */
function hanStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (!HAN.test(value)) return;
    into.add(value.trim());
    for (const run of value.split(/<[^>]*>/)) if (HAN.test(run)) into.add(run.trim());
  } else if (Array.isArray(value)) for (const item of value) hanStrings(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) hanStrings(item, into);
}

/** The operator's and the member's Chinese texts, as the server holds them, longest first. */
export async function operatorTexts(token: string): Promise<string[]> {
  const found = new Set<string>();
  await Promise.all(
    OPERATOR_CALLS.map(async (name) => {
      const get = API_METHODS[name] === 'GET';
      const res = await fetch(`${baseUrl()}${API_PATHS[name]}`, {
        method: API_METHODS[name],
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: get ? undefined : '{}',
      });
      if (!res.ok) throw new Error(`${API_PATHS[name]}: HTTP ${res.status}`);
      hanStrings(((await res.json()) as ApiEnvelope<unknown>).data, found);
    }),
  );
  return [...found].filter(Boolean).sort((a, b) => b.length - a.length);
}

/**
 * Runs in the page: every visible text and every accessible text (aria-label, alt, title,
 * placeholder…) of the document that still has a Chinese character once the operator's texts
 * are taken out of it, with the element it is on.
 */
function interfaceChinese(operator: string[]): string[] {
  const han = /\p{Script=Han}/u;
  const own = (text: string) => operator.reduce((rest, written) => rest.split(written).join(' '), text);
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    return `${el.tagName.toLowerCase()}${cls}`;
  };
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true });
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template') || !shown(parent)) continue;
    const text = node.textContent ?? '';
    if (han.test(own(text))) found.push(`"${text.trim()}" in ${describe(parent)}`);
  }
  const attributes = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'alt', 'title', 'placeholder'];
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el)) continue;
    for (const attribute of attributes) {
      const text = el.getAttribute(attribute);
      if (text && han.test(own(text))) found.push(`${attribute}="${text}" on ${describe(el)}`);
    }
  }
  if (han.test(own(document.title))) found.push(`the document title "${document.title}"`);
  return found;
}

export const chineseLeft = (page: Page, operator: string[]): Promise<string[]> => page.evaluate(interfaceChinese, operator);

/**
 * One screen in a language: at 375 and at 320 px a screenshot (languages-<locale>-<screen>[-320].png,
 * with shot's checks: no sideways overflow, no broken picture, no hint in the wrong language),
 * axe (serious and critical findings), and no Chinese outside the operator's texts. Adds what it
 * finds to `faults` and goes on, so one run shows every screen's faults.
 */
export async function checkScreen(page: Page, locale: Locale, screen: string, operator: string[], faults: string[]): Promise<void> {
  for (const size of [VIEWPORT, NARROW_VIEWPORT]) {
    const where = `${screen} in ${locale} at ${size.width} px`;
    await page.setViewportSize(size);
    try {
      await shot(page, `languages-${locale}-${screen}${size.width === VIEWPORT.width ? '' : `-${size.width}`}`);
    } catch (err) {
      faults.push((err as Error).message);
    }
    const axe = await scanPage(page, where);
    if (axe.length > 0) faults.push(`axe on ${where}:\n  ${describeFindings(axe)}`);
    if (size === VIEWPORT) {
      const chinese = await chineseLeft(page, operator);
      if (chinese.length > 0) faults.push(`Chinese on ${where}:\n  ${chinese.join('\n  ')}`);
    }
  }
  await page.setViewportSize(VIEWPORT);
}

/**
 * The choice from the left menu: its 语言 entry (named `menuLanguage` in the active language),
 * then the language named in itself; the page reloads in it.
 */
export async function switchFromMenu(page: Page, current: { openMenu: string; menuLanguage: string }, to: Locale): Promise<void> {
  await page.getByRole('button', { name: current.openMenu, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${current.menuLanguage}`) }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('option', { name: LANGUAGE_NAMES[to] }).click()]);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, to);
  await waitForApp(page);
}

/**
 * The first screen as the server renders it for a Chinese phone (zh-CN browser) whose cookie
 * names `locale`, with no script at all: what a player sees before any JavaScript runs.
 * Returns `<html lang>`, whether the menu button carries `openMenu` and the Chinese left
 * outside the operator's texts.
 */
export async function serverFirstScreen(
  browser: Browser,
  locale: Locale,
  openMenu: string,
  operator: string[],
): Promise<{ lang: string; menuButton: boolean; chinese: string[] }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORT, locale: 'zh-CN', isMobile: true });
  try {
    await context.addCookies([{ name: LANG_COOKIE, value: locale, url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    // No page script ran; Playwright still evaluates. tsx's __name helper (see openMobilePage),
    // which an init script provides elsewhere, is given here first.
    await page.evaluate('globalThis.__name = globalThis.__name || ((fn) => fn)');
    const lang = await page.evaluate(() => document.documentElement.lang);
    const menuButton = await page.getByRole('button', { name: openMenu, exact: true }).isVisible();
    return { lang, menuButton, chinese: await chineseLeft(page, operator) };
  } finally {
    await context.close();
  }
}

/** The page in a language (the choice the app keeps: localStorage and the cookie the server reads), reloaded. */
export async function inLanguage(page: Page, locale: 'zh-CN' | 'en'): Promise<void> {
  await page.context().addCookies([{ name: LANG_COOKIE, value: locale, url: baseUrl() }]);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANG_COOKIE, locale]);
  await page.reload();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
}
