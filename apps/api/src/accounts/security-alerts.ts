import { matchLocale, type Locale } from '@h5/domain';
import { deviceLabel } from './device-label';
import { SECURITY_ACCOUNT_MESSAGES } from './security-messages';
import { noteMessage } from '../events/notes';
import { currentLocale, withLocale } from '../i18n/request-locale';
import type { Queryable } from '../db/types';

/**
 * Security alerts (docs/security.md "Alerts"): a 站内信 to the member, noted on the transaction so
 * every open screen of theirs hears of it on the live stream at commit. Written in the player's
 * language: that of their latest session other than the one acting (a login they did not make
 * must not pick the language), else the request's.
 */
type AlertText = (m: typeof SECURITY_ACCOUNT_MESSAGES) => string;

async function playerLocale(q: Queryable, userId: number, actingSessionId: number | null): Promise<Locale> {
  const { rows } = await q.query<{ locale: string }>(
    `SELECT locale FROM sessions WHERE user_id = $1 AND id <> $2 AND locale <> '' ORDER BY id DESC LIMIT 1`,
    [userId, actingSessionId ?? 0],
  );
  return matchLocale(rows[0]?.locale) ?? currentLocale();
}

export async function sendAlert(q: Queryable, userId: number, actingSessionId: number | null, text: AlertText): Promise<void> {
  const locale = await playerLocale(q, userId, actingSessionId);
  const [title, content] = withLocale(locale, () => [SECURITY_ACCOUNT_MESSAGES.alertTitle, text(SECURITY_ACCOUNT_MESSAGES)]);
  await q.query('INSERT INTO site_messages(user_id, title, content) VALUES ($1, $2, $3)', [userId, title, content]);
  noteMessage(q, userId);
}

/** After a login: an alert when no earlier session of the member came from this browser. */
export async function alertIfNewDevice(q: Queryable, userId: number, sessionId: number, userAgent: string, ip: string): Promise<boolean> {
  const { rows } = await q.query<{ seen: boolean; any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND id <> $2 AND user_agent = $3) AS seen,
            EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND id <> $2) AS any`,
    [userId, sessionId, userAgent],
  );
  if (rows[0]?.seen || !rows[0]?.any) return false;
  await sendAlert(q, userId, sessionId, (m) => m.alertNewDevice(deviceLabel(userAgent), ip || '—'));
  return true;
}
