/**
 * Set-up and operator decisions for the cashier flows (a file of its own: the shared support
 * files belong to other flows). Amounts are read back from the server, never from the page.
 */
import { API_PATHS, type ApiEnvelope } from '@h5/api-contract';
import { describeFindings, scanPage } from './a11y';
import { baseUrl, operatorToken } from './env';
import { FLOW_REFUSAL_REASON } from './operators';
import type { Page } from 'playwright-core';

async function call<T>(path: string, body: unknown, bearer: string, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const answer = (await res.json()) as ApiEnvelope<T>;
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code}: ${answer.message}`);
  return answer.data;
}

/** Binds a USDT address (protocol in bank_owner) through the member API: set-up only. */
export const bindUsdt = (token: string, address: string, protocol: 'TRC20' | 'ERC20', payPassword: string) =>
  call(API_PATHS.bindcard, { bank: 'USDT', bank_no: address, bank_owner: protocol, pay_pass: payPassword }, token);

export const bindBankCard = (token: string, owner: string, cardNo: string, payPassword: string) =>
  call(
    API_PATHS.bindcard,
    { bank_owner: owner, bank: '中国工商银行', bank_address: '北京市朝阳支行', bank_no: cardNo, pay_pass: payPassword },
    token,
  );

/** An operator's refusal gives a reason (the player reads it); an approval needs none. */
const reasonOf = (action: 'approve' | 'refuse') => (action === 'refuse' ? FLOW_REFUSAL_REASON : '');

interface PendingOrders {
  deposits: Array<{ order_no: string; username: string; amount: string | number; paytype: string }>;
  withdrawals: Array<{ order_no: string; username: string; amount: string | number; real_money: string }>;
}

export const pendingOrders = () => call<PendingOrders>('/admin/orders/pending', {}, operatorToken('finance'), 'GET');

export async function pendingWithdrawals(username: string) {
  return (await pendingOrders()).withdrawals.filter((w) => w.username === username);
}

export const decideWithdrawal = (orderNo: string, action: 'approve' | 'refuse') =>
  call('/admin/withdrawals/decide', { order_no: orderNo, action, reason: reasonOf(action) }, operatorToken('finance'));

/** The member's central balance as the server holds it (yuan text). */
export async function centralBalance(token: string): Promise<string> {
  const user = await call<{ balance: string | number }>(API_PATHS.user, {}, token);
  return String(user.balance);
}

/** axe (WCAG 2.2 A/AA) over the screen as it is now: fails on any serious or critical finding. */
export async function expectAxeClean(page: Page, where: string): Promise<void> {
  const findings = await scanPage(page, where);
  if (findings.length > 0) throw new Error(`axe on ${where}:\n  ${describeFindings(findings)}`);
}

/** withdrawusdtrate and the two fees of the member's info, as the withdrawal screen reads them. */
export async function withdrawRates(token: string) {
  const user = await call<{ withdrawusdtrate: string; withdrawcashfee: string; withdrawfeeusdttrc: string }>(API_PATHS.user, {}, token);
  return { rate: user.withdrawusdtrate, fees: { erc20Fee: user.withdrawcashfee, trc20Fee: user.withdrawfeeusdttrc } };
}

export async function pendingDeposits(username: string) {
  return (await pendingOrders()).deposits.filter((d) => d.username === username);
}

export const decideDeposit = (orderNo: string, action: 'approve' | 'refuse') =>
  call('/admin/deposits/decide', { order_no: orderNo, action, reason: reasonOf(action) }, operatorToken('finance'));
