/**
 * Set-up for the promotions flows (a file of its own: the shared support files belong to
 * other flows): member calls, a qualifying deposit, the operator's decisions.
 */
import { API_PATHS, type ApiEnvelope } from '@h5/api-contract';
import { baseUrl, operatorToken } from './env';

async function post<T>(path: string, body: unknown, bearer: string, method: 'GET' | 'POST' = 'POST'): Promise<ApiEnvelope<T>> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as ApiEnvelope<T>;
}

async function data<T>(path: string, body: unknown, bearer: string, method?: 'GET' | 'POST'): Promise<T> {
  const answer = await post<T>(path, body, bearer, method);
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code}: ${answer.message}`);
  return answer.data;
}

/** A USDT deposit the operator approves at once (it counts toward today's red-packet band). */
export async function approvedDeposit(token: string, yuan: number): Promise<void> {
  const order = await post<unknown>(API_PATHS.recharge, { paytype: 'usdt', catepay: 'TRC20', amount: yuan }, token);
  if (order.code !== 200) throw new Error(`recharge answered ${order.code}: ${order.message}`);
  await data('/admin/deposits/decide', { order_no: order.message, action: 'approve' }, operatorToken('finance'));
}

export const redPacketInfo = (token: string) =>
  data<{ sendnums: number; acquirednum: number; max_times: number }>(`${API_PATHS.userredpacket}?page=1`, undefined, token, 'GET');

export const centralBalance = async (token: string) => (await data<{ balance: string }>(API_PATHS.user, {}, token)).balance;

export const firstActivity = async () => {
  const res = await fetch(`${baseUrl()}${API_PATHS.activitylist}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const answer = (await res.json()) as ApiEnvelope<{ data: Array<{ id: number; title: string }> }>;
  return answer.data.data[0];
};

export const applications = (token: string) =>
  data<{ data: Array<{ id: number; state: number }> }>(API_PATHS.activityApplyLog, { page: 1 }, token);

/** The operator approves or refuses a pending application. */
export const decideApplication = (id: number, action: 'approve' | 'refuse') =>
  data('/admin/activities/decide', { id, action }, operatorToken('content'));

export const pendingRebate = async (token: string) =>
  (await data<{ nojisuan: string | number }>(API_PATHS.getfanshui, { date: 4, page: 1, api_type: '', type: '' }, token)).nojisuan;

const HOUR_MS = 60 * 60 * 1000;
const DAY_HOURS = 24;

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time (the site's wire format), `hours` from now. */
function beijingIn(hours: number): string {
  const t = new Date(Date.now() + hours * HOUR_MS + 8 * HOUR_MS);
  return t.toISOString().slice(0, 19).replace('T', ' ');
}

/** The operator moves the red-packet event to run from `fromHours` to `toHours` hours from now. */
export const setRedPacketWindow = (fromHours: number, toHours: number) =>
  data<{ start_time: string; end_time: string }>(
    '/admin/redpackets/window',
    { start_time: beijingIn(fromHours), end_time: beijingIn(toHours) },
    operatorToken('content'),
  );

/** The seed's window (a month ago to a year ahead), for the flows that grab. */
export const resetRedPacketWindow = () => setRedPacketWindow(-30 * DAY_HOURS, 365 * DAY_HOURS);
