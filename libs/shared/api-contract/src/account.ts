/** Session, profile, passwords and the agent application (docs/product.md §3 userInfo, §7). */
import type { CallSpec, DateTimeText, Decimal, Flag, NoData, NoPayload, Yuan, YuanString } from './common';

export interface LoginRequest {
  name: string;
  password: string;
  /** The captcha is checked client-side only; sent for parity with the site's client. */
  code?: string;
}

export interface LoginData {
  username: string;
  api_token: string;
  /** The site rotates the token on every login and echoes it here too. */
  new_api_token?: string;
}

/**
 * The data of login_pc's refusal 231 (docs/api.md, Player protection): the member is in a time-out or self-exclusion,
 * the password was right, and the answer carries a session that can only get the money out
 * (docs/api.md "The withdraw-only session"); every other member call with it answers 231.
 */
export interface WithdrawOnlyLogin {
  api_token: string;
  scope: 'withdraw';
  /** The exclusion's end (Beijing time), also in the message; the session ends with it. */
  until: DateTimeText;
}

export interface RegisterRequest {
  name: string;
  password: string;
  confirmPass?: string;
  realname: string;
  paypassword: string;
  code?: string;
  /** Referral code of the inviting member. */
  pid?: string;
}

/** Unlike the site (which leaked the whole row), only public fields and the token. */
export interface RegisterData {
  api_token: string;
  username: string;
  realname?: string;
  vip?: number;
}

/** `user`: the member as the header, /mine, /vip and the money screens read it. */
export interface UserInfo {
  id: number;
  username: string;
  realname: string;
  avatar: string | null;
  /** Central wallet. */
  balance: YuanString;
  /** Sum of venue balances ("game wallet"); the site's spelling. */
  gameblance: Yuan;
  /** 'VIP' followed by the level, e.g. 'VIP3'. */
  current_vip: string;
  next_vip?: string;
  vipname?: string;
  /** VIP level, 1..10. */
  vip: number;
  level?: number;
  /** Days since registration. */
  joinday: number;
  /** Cumulative approved deposits. */
  paysum: Yuan;
  /** Cumulative valid turnover. */
  totalgame?: Yuan;
  isagent: Flag;
  mobile: string | null;
  email: string | null;
  /** 'YYYY-MM-DD' or null when never set. */
  birthday: string | null;
  /** 1 = auto-transfer (免转) on. */
  transferstatus: Flag;
  fanshui?: Decimal;
  /** Deposit rate: yuan per USDT. */
  usdtrate: Decimal;
  /** Withdrawal rate: yuan per USDT. */
  withdrawusdtrate: Decimal;
  /** ERC20 withdrawal fee in USDT. */
  withdrawcashfee: Decimal;
  /** TRC20 withdrawal fee in USDT. */
  withdrawfeeusdttrc: Decimal;
  created_at?: DateTimeText;
}

/**
 * `refreshusermoney` re-reads venue balances and answers the user without the ranking
 * fields; clients merge it into the stored user rather than replacing it.
 */
export type RefreshedUser = Omit<UserInfo, 'id' | 'paysum' | 'totalgame' | 'isagent' | 'current_vip' | 'next_vip' | 'created_at'> &
  Partial<Pick<UserInfo, 'paysum' | 'isagent' | 'current_vip'>>;

export interface UpdateUserInfoRequest {
  email: string;
  mobile: string;
  /** 'YYYY-MM-DD'. */
  birthday: string;
}

/** Multipart form with one `file` field (gif or png). */
export interface UploadAvatarRequest {
  file: Blob;
}

/** The site echoed the URL as plain text; the enveloped form carries it as `path`. */
export interface UploadAvatarData {
  path: string;
}

/** Same body for both calls: `password` is the old one, `paypassword` the new one. */
export interface ChangePasswordRequest {
  password: string;
  paypassword: string;
}

export interface ApplyAgentRequest {
  mobile: string;
  apply_info: string;
}

export interface AccountCalls {
  login_pc: CallSpec<'POST', '/api/login_pc', LoginRequest, LoginData>;
  register: CallSpec<'POST', '/api/register', RegisterRequest, RegisterData>;
  logoff: CallSpec<'POST', '/api/logoff', NoPayload, NoData>;
  user: CallSpec<'POST', '/api/user', NoPayload, UserInfo>;
  refreshusermoney: CallSpec<'POST', '/api/refreshusermoney', NoPayload, RefreshedUser>;
  updateuserinfo: CallSpec<'POST', '/api/updateuserinfo', UpdateUserInfoRequest, NoData>;
  uploadimg: CallSpec<'POST', '/api/uploadimg', UploadAvatarRequest, UploadAvatarData>;
  /** Login password; on success the client logs out. */
  editPassword: CallSpec<'POST', '/api/editPassword', ChangePasswordRequest, NoData>;
  /** Withdrawal (pay) password. */
  editPayPassword: CallSpec<'POST', '/api/editPayPassword', ChangePasswordRequest, NoData>;
  applyagentdo: CallSpec<'POST', '/api/applyagentdo', ApplyAgentRequest, NoData>;
}
