// What a client error report may not carry: tokens, passwords, card numbers. The server
// scrubs again (apps/api/src/routes/client-errors.ts): neither side trusts the other.

const SECRET_FIELD =
  /(token|password|paypassword|pay_pass|oldpassword|authorization|bank_no|card_no|ticket|session)(["']?\s*[:=]\s*["']?)([^\s"'&,;}]+)/gi;
const BEARER = /\bBearer\s+\S+/gi;
/** 12–19 digits, spaced or dashed as people write card numbers. */
const CARD_NUMBER = /\d(?:[ -]?\d){11,18}/g;
/** Opaque random strings as long as a session token (the app's chunk names are far shorter). */
const LONG_OPAQUE = /[A-Za-z0-9_-]{32,}/g;

/** The text with secrets replaced by markers. */
export function scrub(text: string): string {
  return text
    .replace(BEARER, 'Bearer [redacted]')
    .replace(SECRET_FIELD, '$1$2[redacted]')
    .replace(CARD_NUMBER, '[card]')
    .replace(LONG_OPAQUE, '[redacted]');
}
