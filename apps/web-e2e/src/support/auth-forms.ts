import { join } from 'node:path';
import { waitForApp } from './browser';
import { readCaptcha } from './captcha';
import { NAMES } from './spec-texts';
import { expectVisible } from './ui';
import { SCREENSHOT_DIR } from './workspace';
import type { Locator, Page } from 'playwright-core';

type FieldName = keyof typeof NAMES.field;

/** One /login panel, found by its form's accessible name (its title). */
export class AuthPanel {
  readonly form: Locator;

  constructor(
    private readonly page: Page,
    title: string,
    private readonly submitLabel: string,
  ) {
    this.form = page.getByRole('form', { name: title });
  }

  field(name: FieldName): Locator {
    return this.form.getByLabel(NAMES.field[name], { exact: true });
  }

  async waitShown(): Promise<void> {
    await expectVisible(this.form, `the panel "${await this.form.getAttribute('aria-label')}"`);
  }

  async fill(values: Partial<Record<FieldName, string>>): Promise<void> {
    for (const [name, value] of Object.entries(values) as Array<[FieldName, string]>) await this.field(name).fill(value);
  }

  /** Types the code the picture on screen shows. */
  async fillCaptcha(): Promise<void> {
    const { code } = await readCaptcha(this.page);
    // Lower case: the comparison is case-insensitive (docs/product.md §5).
    await this.field('code').fill(code.toLowerCase());
  }

  submit(): Promise<void> {
    return this.form.getByRole('button', { name: this.submitLabel, exact: true }).click();
  }

  /** Submits and waits for the message of the failed rule (inline or as a toast). */
  async submitExpecting(message: string): Promise<void> {
    await this.submit();
    await expectVisible(this.page.getByText(message, { exact: true }), `the message "${message}"`);
  }
}

export const registerPanel = (page: Page) => new AuthPanel(page, NAMES.registerTitle, '注册');
export const loginPanel = (page: Page) => new AuthPanel(page, NAMES.loginTitle, '登录');

/**
 * Logs in on /login's form as a player does (name, password, the captcha's code) and waits
 * until the shell has left /login with the new session; returns the session's token.
 */
export async function logInOnForm(page: Page, member: { name: string; password: string }): Promise<string> {
  await page.goto('/#/login');
  // The form is the server's until React takes the page over: what is typed before then is lost
  // (a loaded machine showed 请输入您的账号和密码！ for a filled form).
  await waitForApp(page);
  const login = loginPanel(page);
  await login.waitShown();
  await login.fill({ name: member.name, password: member.password });
  await login.fillCaptcha();
  await login.submit();
  try {
    await page.waitForFunction(() => !window.location.hash.startsWith('#/login') && sessionStorage.getItem('token') !== null);
  } catch (err) {
    // Say what the page showed instead (a refusal's toast, a dialog), and keep a picture of it.
    await page.screenshot({ path: join(SCREENSHOT_DIR, `login-form-${member.name}-failed.png`) }).catch(() => undefined);
    const shown = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 300)).catch(() => '');
    throw new Error(`the login on the form did not go through; the page showed: ${shown}`, { cause: err });
  }
  return page.evaluate(() => sessionStorage.getItem('token') as string);
}
