import { API_METHODS, API_PATHS, type ApiCallName, type CallData, type CallRequest, type GetCallName } from './calls';
import type { UserInfo } from './account';
import type { ApiEnvelope, Paginator } from './common';
import type { BalanceData, TransferRequest, VenueBalance } from './wallet';

/** docs/product.md §7, row by row: method and path. */
const SPEC_CALLS: readonly (readonly ['GET' | 'POST', string])[] = [
  ['GET', '/api/getVisitUrl'],
  ['GET', '/api/game/list'],
  ['POST', '/api/app'],
  ['POST', '/api/logoff'],
  ['POST', '/api/balance'],
  ['POST', '/api/user'],
  ['POST', '/api/refreshusermoney'],
  ['POST', '/api/transall'],
  ['POST', '/api/bannerList'],
  ['POST', '/api/homenotice'],
  ['POST', '/api/getservicerurl'],
  ['GET', '/api/getAgentLoginUrl'],
  ['POST', '/api/getGameUrl'],
  ['GET', '/api/userredpacket'],
  ['POST', '/api/douserredpacket'],
  ['POST', '/api/redpacket'],
  ['POST', '/api/activitytype'],
  ['POST', '/api/activitylist'],
  ['POST', '/api/activitydeatil'],
  ['POST', '/api/doactivityapply'],
  ['POST', '/api/activityApplyLog'],
  ['POST', '/api/uservip'],
  ['POST', '/api/uploadimg'],
  ['POST', '/api/applyagentdo'],
  ['POST', '/api/article'],
  ['POST', '/api/noticeList'],
  ['POST', '/api/balancelist'],
  ['POST', '/api/getfanshui'],
  ['POST', '/api/dofanshui'],
  ['POST', '/api/updateuserinfo'],
  ['POST', '/api/getcard'],
  ['POST', '/api/delcard'],
  ['POST', '/api/bindcard'],
  ['POST', '/api/banklist'],
  ['POST', '/api/editPassword'],
  ['POST', '/api/editPayPassword'],
  ['POST', '/api/betrecord'],
  ['POST', '/api/gettransrecord'],
  ['POST', '/api/getPayRange'],
  ['GET', '/api/get_pay_way'],
  ['POST', '/api/recharge'],
  ['POST', '/api/getpaybank'],
  ['POST', '/api/payinfo'],
  ['POST', '/api/getBetAmount'],
  ['POST', '/api/withdraw'],
  ['POST', '/api/transfer'],
  ['POST', '/api/uptransferstatus'],
  ['POST', '/api/gamelistBycode'],
  ['POST', '/api/login_pc'],
  ['POST', '/api/register'],
];

/** The lower-case aliases the existing clients also call. */
const ALIASES: readonly (readonly ['POST', string])[] = [
  ['POST', '/api/noticelist'],
  ['POST', '/api/activityapplylog'],
];

/** Calls this API adds to the site's contract (nothing of §7 changes shape). */
const ADDITIONS: readonly (readonly ['POST', string])[] = [
  // docs/product.md §4: VipPay hands the browser to an external payment site with a one-time ticket.
  ['POST', '/api/vippay'],
];

const names = Object.keys(API_PATHS) as ApiCallName[];

describe('API_PATHS', () => {
  it('holds every path of docs/product.md §7 plus the two aliases and the additions, and nothing else', () => {
    const expected = [...SPEC_CALLS, ...ALIASES, ...ADDITIONS].map(([, path]) => path).sort();
    expect(Object.values(API_PATHS).sort()).toEqual(expected);
    expect(SPEC_CALLS).toHaveLength(50);
  });

  it('gives each call the method of docs/product.md §7', () => {
    for (const [method, path] of [...SPEC_CALLS, ...ALIASES, ...ADDITIONS]) {
      const name = names.find((n) => API_PATHS[n] === path);
      expect({ path, method: name && API_METHODS[name] }).toEqual({ path, method });
    }
  });

  it('lists the same calls in API_METHODS', () => {
    expect(Object.keys(API_METHODS).sort()).toEqual([...names].sort());
  });

  it('keeps every path under /api/', () => {
    for (const path of Object.values(API_PATHS)) expect(path).toMatch(/^\/api\/[a-zA-Z_/]+$/);
  });
});

// Compile-time checks: these lines fail `typecheck` if the map drifts.
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('ApiCalls types', () => {
  it('ties call names to their request and data types', () => {
    const checks = [
      true satisfies Equals<CallData<'balance'>, BalanceData>,
      true satisfies Equals<CallData<'balancelist'>, VenueBalance[]>,
      true satisfies Equals<CallRequest<'transfer'>, TransferRequest>,
      true satisfies Equals<CallData<'user'>, UserInfo>,
      true satisfies Equals<GetCallName, 'getVisitUrl' | 'gameList' | 'getAgentLoginUrl' | 'userredpacket' | 'get_pay_way'>,
    ];
    expect(checks.every(Boolean)).toBe(true);
  });

  it('types a real balancelist envelope, with balances as %.2f text or 0', () => {
    const answer = {
      code: 200,
      message: '',
      data: [
        { platname: 'ag', name: 'AG真人', balance: '12.50' },
        { platname: 'pp', name: 'PP电子', balance: 0 },
      ],
    } satisfies ApiEnvelope<CallData<'balancelist'>>;
    expect(answer.data.map((v) => v.balance)).toEqual(['12.50', 0]);
  });

  it('types a paged answer and rejects a malformed one', () => {
    const page = {
      current_page: 1,
      data: [{ id: 1, title: '公告', content: '<p>x</p>', created_at: '2024-01-01 00:00:00' }],
      last_page: 1,
      per_page: 10,
      total: 1,
    } satisfies CallData<'noticeList'> & Paginator<unknown>;
    // @ts-expect-error a paginator needs last_page, per_page and total
    const broken: CallData<'noticelist'> = { current_page: 1, data: [] };
    expect(page.total).toBe(page.data.length);
    expect(broken.data).toEqual([]);
  });
});
