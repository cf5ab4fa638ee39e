import { GUARD_MESSAGES } from './guards/messages';

/**
 * What a screen does when an action is not allowed (docs/product.md §5): a toast, or a confirm that
 * leads to /login when accepted.
 */
export type GuardOutcome =
  { readonly kind: 'toast'; readonly message: string } | { readonly kind: 'confirm-login'; readonly message: string };

/** Opening a game needs a session. */
export function guardGameOpen(loggedIn: boolean): GuardOutcome | null {
  return loggedIn ? null : { kind: 'toast', message: GUARD_MESSAGES.loginFirst };
}

const inviteLogin = (loggedIn: boolean): GuardOutcome | null =>
  loggedIn ? null : { kind: 'confirm-login', message: GUARD_MESSAGES.loginInvite };

/** /transfer invites visitors to log in. */
export function guardTransfer(loggedIn: boolean): GuardOutcome | null {
  return inviteLogin(loggedIn);
}

/**
 * /hongbao: a closed red-packet switch is reported first, since logging in would not help;
 * otherwise visitors are invited to log in.
 */
export function guardRedPacket(p: { loggedIn: boolean; redpacketSwitch: number | string }): GuardOutcome | null {
  if (String(p.redpacketSwitch) !== '1') return { kind: 'toast', message: GUARD_MESSAGES.redPacketClosed };
  return inviteLogin(p.loggedIn);
}

/** Navigating to the page already shown. */
export function guardNavigation(currentPath: string, targetPath: string): GuardOutcome | null {
  return currentPath === targetPath ? { kind: 'toast', message: GUARD_MESSAGES.alreadyHere } : null;
}
