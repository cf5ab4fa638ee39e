/**
 * Account security (docs/api.md "Account security"): passkeys, TOTP, confirmations bound to the
 * money, the member's sessions (登录设备), the previous login and the idle logout. Calls beside
 * the site's contract: a member without a passkey or TOTP never needs them.
 */
export const SECURITY_PATHS = {
  overview: '/api/security',
  confirmBegin: '/api/security/confirm/begin',
  confirmFinish: '/api/security/confirm/finish',
  passkeyRegisterBegin: '/api/security/passkey/register/begin',
  passkeyRegisterFinish: '/api/security/passkey/register/finish',
  passkeyRename: '/api/security/passkey/rename',
  passkeyRemove: '/api/security/passkey/remove',
  passkeyLoginBegin: '/api/security/passkey/login/begin',
  passkeyLoginFinish: '/api/security/passkey/login/finish',
  totpBegin: '/api/security/totp/begin',
  totpEnable: '/api/security/totp/enable',
  totpDisable: '/api/security/totp/disable',
  sessions: '/api/security/sessions',
  sessionEnd: '/api/security/sessions/end',
  sessionsEndOthers: '/api/security/sessions/end-others',
  idle: '/api/security/idle',
} as const;

/** What a confirmation names; the call it allows must name the same and send the same Idempotency-Key. */
export type ConfirmAction =
  'withdraw' | 'bindcard' | 'limit' | 'password' | 'paypassword' | 'passkey-add' | 'passkey-remove' | 'totp-on' | 'totp-off';

export interface ConfirmBeginRequest {
  action: ConfirmAction;
  /** Yuan (withdraw: the amount; limit: the new limit); omitted when the action has none. */
  amount?: string | number;
  /** withdraw: the card id; bindcard: the card number or address; limit: the period; passkey-remove: its id. */
  destination?: string;
}

export interface ConfirmBeginData {
  challenge_id: number;
  /** WebAuthn request options (PublicKeyCredentialRequestOptionsJSON) when the member has a passkey. */
  passkey: Record<string, unknown> | null;
  totp: boolean;
}

export interface ConfirmFinishRequest {
  challenge_id: number;
  /** A passkey's assertion (AuthenticationResponseJSON), or… */
  response?: Record<string, unknown>;
  /** …an authenticator app's 6-digit code. */
  code?: string;
}

export interface PasskeyInfo {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface PreviousLogin {
  time: string;
  ip: string;
  device: string;
  method: string;
}

export interface SecurityOverview {
  passkeys: PasskeyInfo[];
  totp: boolean;
  idle_minutes: 0 | 15 | 60 | 240;
  previous_login: PreviousLogin | null;
  destination_wait_hours: number;
}

export interface SessionInfo {
  id: number;
  device: string;
  ip: string;
  method: string;
  first_seen: string;
  last_seen: string;
  current: boolean;
}

export interface TotpBeginData {
  /** Base32, for typing in by hand; `uri` is what an authenticator app scans. Shown once. */
  secret: string;
  uri: string;
}
