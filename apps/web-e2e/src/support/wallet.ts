/**
 * Set-up and server-side checks for the wallet flows (a file of its own: the shared support
 * files belong to other flows). Money is read back from the server, never from the page, so
 * a flow can compare what the page shows with what the server holds.
 */
import { API_PATHS, type ApiEnvelope, type UserInfo, type VenueBalance } from '@h5/api-contract';
import { baseUrl, operatorToken } from './env';

async function post<T>(path: string, body: unknown, bearer: string): Promise<ApiEnvelope<T>> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as ApiEnvelope<T>;
}

async function data<T>(path: string, body: unknown, bearer: string): Promise<T> {
  const answer = await post<T>(path, body, bearer);
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code}: ${answer.message}`);
  return answer.data;
}

/** Credits the member's central wallet through the operator API (a ledgered adjustment). */
export const fundMember = (username: string, yuan: number) =>
  data('/admin/balance/adjust', { username, amount: yuan, reason: 'e2e wallet flow' }, operatorToken('finance'));

export interface ServerMoney {
  central: string;
  game: string;
  venues: VenueBalance[];
  transferstatus: number;
}

/** The member's money as the server holds it, every amount in the one display format. */
export async function serverMoney(token: string): Promise<ServerMoney> {
  const user = await data<UserInfo>(API_PATHS.user, {}, token);
  const venues = await data<VenueBalance[]>(API_PATHS.balancelist, {}, token);
  return { central: shown(user.balance), game: shown(user.gameblance), venues, transferstatus: user.transferstatus };
}

/**
 * '1000.00' → '¥1,000.00', as the screens show money: the server's two-decimal text with
 * the integer digits grouped by three (text only; no arithmetic on money). A never-read
 * venue answers the number 0.
 */
export function shown(yuan: string | number): string {
  const text = yuan === 0 ? '0.00' : String(yuan);
  const match = /^(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a two-decimal amount: ${text}`);
  return `¥${match[1].replace(/\B(?=(\d{3})+$)/g, ',')}.${match[2]}`;
}

export const cardCount = async (token: string, type: 1 | 2) => (await data<unknown[]>(API_PATHS.getcard, { type }, token)).length;
