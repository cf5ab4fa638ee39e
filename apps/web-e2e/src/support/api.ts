import { API_PATHS, type ApiEnvelope, type AppInfo, type GameListItem } from '@h5/api-contract';
import { baseUrl, operatorToken } from './env';
import { FLOW_REFUSAL_REASON, type FlowRole } from './operators';

/** Set-up through the real server: the member API and the operator API (/admin/*). */

async function call<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; bearer?: string } = {}): Promise<ApiEnvelope<T>> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
    },
    body: init.method === 'GET' ? undefined : JSON.stringify(init.body ?? {}),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as ApiEnvelope<T>;
}

async function expectOk<T>(path: string, envelope: Promise<ApiEnvelope<T>>): Promise<T> {
  const body = await envelope;
  if (body.code !== 200) throw new Error(`${path} answered code ${body.code}: ${body.message}`);
  return body.data;
}

export interface Member {
  name: string;
  password: string;
  realname: string;
  payPassword: string;
}

let counter = 0;

/** A fresh member name: letters and digits, 6-16 characters, unique per run. */
export function newMemberName(prefix = 'e2e'): string {
  counter += 1;
  const unique = `${Date.now().toString(36).slice(-5)}${process.pid.toString(36).slice(-2)}${counter}`;
  return `${prefix}${unique}`.slice(0, 16);
}

export function newMember(prefix?: string): Member {
  return { name: newMemberName(prefix), password: 'pass1234', realname: '李四', payPassword: '654321' };
}

/** Registers through /api/register (the captcha is client-side only) and returns the token. */
export async function registerMember(member: Member): Promise<string> {
  const data = await expectOk(
    API_PATHS.register,
    call<{ api_token: string }>(API_PATHS.register, {
      body: {
        name: member.name,
        password: member.password,
        confirmPass: member.password,
        realname: member.realname,
        paypassword: member.payPassword,
        code: 'e2e0',
      },
    }),
  );
  return data.api_token;
}

/** Logs in through /api/login_pc: rotates the token, so every older session of the member ends. */
export async function loginMember(member: Pick<Member, 'name' | 'password'>): Promise<string> {
  const data = await expectOk(
    API_PATHS.login_pc,
    call<{ api_token: string }>(API_PATHS.login_pc, { body: { name: member.name, password: member.password } }),
  );
  return data.api_token;
}

export const appInfo = () => expectOk(API_PATHS.app, call<AppInfo>(API_PATHS.app));

export const homeNotices = () => expectOk(API_PATHS.homenotice, call<string[]>(API_PATHS.homenotice));

export const gameList = () => expectOk(API_PATHS.gameList, call<GameListItem[]>(API_PATHS.gameList, { method: 'GET' }));

/** An operator call as the operator of `role` (apps/api/src/operator/roles.ts names who may call what). */
const admin = <T>(path: string, body: unknown, role: FlowRole = 'admin') =>
  expectOk(path, call<T>(path, { body, bearer: operatorToken(role) }));

/** site_state 0 replaces the whole app by repair_tips. */
export const setMaintenance = (on: boolean, repairTips?: string) =>
  admin('/admin/maintenance', { site_state: on ? 0 : 1, ...(repairTips === undefined ? {} : { repair_tips: repairTips }) });

export const setConfig = (key: 'index_modal' | 'index_modal_recharge' | 'webcontent' | 'redpacket_switch' | 'title', value: string) =>
  admin('/admin/config', { key, value });

/** What every flow starts from: site open, no welcome modal (only its own flow shows it). */
export async function resetSite(): Promise<void> {
  await setMaintenance(false);
  await setConfig('index_modal', '0');
}

// --- Operator money calls (the money-follows-server flow): the books as the operator sees them
// and the decisions that move a member's money without the member doing anything.

const adminGet = <T>(path: string) => expectOk(path, call<T>(path, { method: 'GET', bearer: operatorToken('finance') }));

/** The member's central balance in the books (`GET /admin/members?username=`), as yuan text. */
export async function booksCentral(username: string): Promise<string> {
  const rows = await adminGet<Array<{ username: string; balance: string }>>(`/admin/members?username=${encodeURIComponent(username)}`);
  const row = rows.find((m) => m.username === username);
  if (!row) throw new Error(`no member ${username} in the books`);
  return row.balance;
}

export interface PendingOrder {
  order_no: string;
  username: string;
}

/** The member's pending deposits and withdrawals, oldest first. */
export async function pendingOrdersOf(username: string): Promise<{ deposits: PendingOrder[]; withdrawals: PendingOrder[] }> {
  const all = await adminGet<{ deposits: PendingOrder[]; withdrawals: PendingOrder[] }>('/admin/orders/pending');
  return {
    deposits: all.deposits.filter((d) => d.username === username),
    withdrawals: all.withdrawals.filter((w) => w.username === username),
  };
}

export const decideDepositOrder = (orderNo: string, action: 'approve' | 'refuse') =>
  admin('/admin/deposits/decide', { order_no: orderNo, action, reason: action === 'refuse' ? FLOW_REFUSAL_REASON : '' }, 'finance');

export const decideWithdrawalOrder = (orderNo: string, action: 'approve' | 'refuse') =>
  admin('/admin/withdrawals/decide', { order_no: orderNo, action, reason: action === 'refuse' ? FLOW_REFUSAL_REASON : '' }, 'finance');

/** A ledgered operator adjustment; `amount` signed yuan ('-2.00'). */
export const adjustBalance = (username: string, amount: string | number, reason: string) =>
  admin('/admin/balance/adjust', { username, amount, reason }, 'finance');

export const settleBet = (betId: string, result: 'win' | 'lose' | 'void') =>
  admin('/admin/bets/settle', { bet_id: betId, result }, 'finance');
