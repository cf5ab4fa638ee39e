// e2e-feature: wallet
import assert from 'node:assert/strict';
import { newMember, registerMember } from './support/api';
import { currentRoute, open, startWithToken, waitForRoute } from './support/browser';
import { flow } from './support/flow';
import { narrowShot, shot } from './support/screens';
import { expectHidden, expectMessage, expectValue, expectVisible } from './support/ui';
import { cardCount } from './support/wallet';
import type { Page } from 'playwright-core';

/** docs/product.md §5 bank-card messages, in the order the form checks them. */
const BANK = {
  owner: '请输入姓名',
  bank: '请输入银行',
  branch: '请输入开户行地址',
  number: '请输人银行卡号',
  payPassword: '请输人支付密码',
  numberLength: '请输人正确的卡号长度',
  payPasswordLength: '请输人支付密码长度',
};
const USDT = { address: '请输入USDT地址', payPassword: '请输人支付密码' };

const alertSays = (page: Page, text: string) => expectVisible(page.getByRole('alert').filter({ hasText: text }), `the message "${text}"`);

async function fillBankCard(page: Page, card: { owner: string; bank: string; number: string; branch: string; payPassword: string }) {
  await page.getByLabel('持卡人姓名').fill(card.owner);
  await page.getByRole('button', { name: /^银行类型/ }).click();
  await page.getByRole('dialog', { name: '选择银行' }).getByRole('option', { name: card.bank }).click();
  await expectHidden(page.getByRole('dialog', { name: '选择银行' }), 'the bank picker');
  await page.getByLabel('银行卡号').fill(card.number);
  await page.getByLabel('开户行').fill(card.branch);
  await page.getByLabel('支付密码').fill(card.payPassword);
}

const submit = (page: Page) => page.getByRole('button', { name: '确认绑定' }).click();

async function bindBankCard(page: Page, card: Parameters<typeof fillBankCard>[1]) {
  await page.getByRole('link', { name: '+ 添加银行卡' }).click();
  await waitForRoute(page, '/addBankCard');
  await fillBankCard(page, card);
  await submit(page);
  await expectMessage(page, '绑定成功');
  await waitForRoute(page, '/wallet?type=2');
}

const bankCard = (n: number) => ({
  owner: '李四',
  bank: '招商银行',
  number: `62148301009988${String(n).padStart(5, '0')}`,
  branch: '深圳市南山支行',
  payPassword: '654321',
});

flow('wallet: bind bank cards and USDT addresses (every message, wrong pay password refused), unbind, 5 at most', async ({ page }) => {
  const member = newMember('crd');
  const token = await registerMember(member);
  // The token goes in on / (a members-only first route would already have sent the visitor to /login).
  await startWithToken(page, token);
  await open(page, '/wallet?type=2');
  await expectVisible(page.getByText('暂未绑定银行卡'), 'the empty bank-card list');
  await shot(page, 'wallet-cards-empty');

  // Every §5 message once, in order, through the real form.
  await page.getByRole('link', { name: '+ 添加银行卡' }).click();
  await waitForRoute(page, '/addBankCard');
  await shot(page, 'add-bank-card');
  // The cardholder comes prefilled with the member's real name (it must match); emptied, §5's message.
  await expectValue(page.getByLabel('持卡人姓名'), member.realname, 'the cardholder field');
  await page.getByLabel('持卡人姓名').fill('');
  await submit(page);
  await alertSays(page, BANK.owner);
  await page.getByLabel('持卡人姓名').fill('李四');
  await submit(page);
  await alertSays(page, BANK.bank);
  await page.getByRole('button', { name: /^银行类型/ }).click();
  await expectVisible(page.getByRole('dialog', { name: '选择银行' }), 'the bank picker');
  await shot(page, 'add-bank-card-picker');
  await page.getByRole('dialog', { name: '选择银行' }).getByRole('option', { name: '招商银行' }).click();
  await submit(page);
  await alertSays(page, BANK.branch);
  await page.getByLabel('开户行').fill('深圳市南山支行');
  await submit(page);
  await alertSays(page, BANK.number);
  await page.getByLabel('银行卡号').fill('621483');
  await submit(page);
  await alertSays(page, BANK.payPassword);
  await page.getByLabel('支付密码').fill('654321');
  await submit(page);
  await alertSays(page, BANK.numberLength);
  await page.getByLabel('银行卡号').fill('6214830100998800001');
  await page.getByLabel('支付密码').fill('65432');
  await submit(page);
  await alertSays(page, BANK.payPasswordLength);
  await shot(page, 'add-bank-card-message');

  // A wrong pay password: the server refuses and nothing is bound.
  await page.getByLabel('支付密码').fill('000000');
  await submit(page);
  await alertSays(page, '支付密码错误');
  assert.equal(currentRoute(page), '/addBankCard', 'a refused bind stays on the form');
  assert.equal(await cardCount(token, 1), 0, 'nothing bound after the refusal');
  await shot(page, 'add-bank-card-refused');

  await page.getByLabel('支付密码').fill('654321');
  await submit(page);
  await expectMessage(page, '绑定成功');
  await waitForRoute(page, '/wallet?type=2');
  await bindBankCard(page, bankCard(2));
  assert.equal(await cardCount(token, 1), 2);
  await expectVisible(page.getByText('**** **** **** 0002'), 'the second card, masked but the last 4');
  await shot(page, 'wallet-bank-cards');

  // Two USDT addresses, the address and pay-password messages once.
  await page.getByRole('tab', { name: '虚拟币' }).click();
  await waitForRoute(page, '/wallet?type=1');
  await page.getByRole('link', { name: '+ 添加USDT地址' }).click();
  await waitForRoute(page, '/addUsdtCard');
  await shot(page, 'add-usdt-card');
  await submit(page);
  await alertSays(page, USDT.address);
  await page.getByLabel('钱包地址').fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await submit(page);
  await alertSays(page, USDT.payPassword);
  await page.getByLabel('支付密码').fill('654321');
  await submit(page);
  await expectMessage(page, '绑定成功');
  await waitForRoute(page, '/wallet?type=1');
  await page.getByRole('link', { name: '+ 添加USDT地址' }).click();
  await page.getByRole('radio', { name: 'ERC20' }).check();
  await page.getByLabel('钱包地址').fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await page.getByLabel('支付密码').fill('654321');
  await submit(page);
  await expectMessage(page, '绑定成功');
  await waitForRoute(page, '/wallet?type=1');
  assert.equal(await cardCount(token, 2), 2);
  await expectVisible(page.getByText('ERC20'), 'the ERC20 address');
  await shot(page, 'wallet-usdt-addresses');
  await narrowShot(page, 'wallet-usdt-addresses-320');

  // /usdtmore from the USDT form.
  await page.getByRole('link', { name: '+ 添加USDT地址' }).click();
  await page.getByRole('link', { name: 'TRC20与ERC20有什么区别？' }).click();
  await waitForRoute(page, '/usdtmore');
  await expectVisible(page.getByRole('table', { name: 'TRC20与ERC20对比' }), 'the comparison table');
  await shot(page, 'usdtmore');
  await narrowShot(page, 'usdtmore-320');
  await page.getByRole('button', { name: '返回' }).click();
  await waitForRoute(page, '/addUsdtCard');
  await page.getByRole('button', { name: '返回' }).click();
  await waitForRoute(page, '/wallet?type=1');

  // Unbind one bank card: the confirm, 解绑成功, and the server agrees.
  await page.getByRole('tab', { name: '银行卡' }).click();
  await waitForRoute(page, '/wallet?type=2');
  await page.getByRole('button', { name: '解除绑定招商银行尾号0002' }).click();
  const dialog = page.getByRole('alertdialog');
  await expectVisible(dialog.getByText('确定要解除绑定该卡片吗？'), 'the unbind confirm');
  await expectVisible(dialog.getByText('温馨提示'), 'the confirm title');
  await shot(page, 'wallet-unbind-confirm');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectMessage(page, '解绑成功');
  await expectHidden(page.getByText('**** **** **** 0002'), 'the unbound card');
  assert.equal(await cardCount(token, 1), 1);

  // Up to 5: the add button gives way to the hint.
  for (let n = 3; n <= 6; n += 1) await bindBankCard(page, bankCard(n));
  assert.equal(await cardCount(token, 1), 5);
  await expectVisible(page.getByText('最多支持添加5张银行卡'), 'the 5-card hint');
  assert.equal(await page.getByRole('link', { name: '+ 添加银行卡' }).count(), 0, 'no add button at 5');
  await shot(page, 'wallet-five-cards');
});
