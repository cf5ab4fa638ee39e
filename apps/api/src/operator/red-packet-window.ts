import { parseBeijingDateTime } from '@h5/domain';
import { writeAudit } from './audit';
import { OPERATOR_MESSAGES } from './messages';
import { BizError, Code } from '../http/envelope';
import { formatDateTime } from '../http/time';
import type { Actor } from './actor';
import type { Db } from '../db/types';

/**
 * The red-packet event's window: every enabled rule runs from `start` to `end` (Beijing time,
 * 'YYYY-MM-DD HH:mm:ss' as the site shows it). Before the start the status is READY, after the
 * end END (the member's popups say not started / ended), and the server refuses grabs outside it (red-packets.ts reads the same rows).
 */
export async function setRedPacketWindow(db: Db, actor: Actor, start: string, end: string, at: Date) {
  const from = parseBeijingDateTime(start);
  const to = parseBeijingDateTime(end);
  if (from === null || to === null) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.dateTimeInvalid);
  if (to <= from) throw new BizError(Code.invalidParam, OPERATOR_MESSAGES.windowInverted);
  return db.tx(async (q) => {
    const updated = await q.query('UPDATE red_packet_rules SET start_time = $1, end_time = $2 WHERE enabled = 1', [
      new Date(from).toISOString(),
      new Date(to).toISOString(),
    ]);
    if (!updated.rowCount) throw new BizError(Code.notFound, OPERATOR_MESSAGES.noRedPacketRules);
    const after = { start_time: formatDateTime(from), end_time: formatDateTime(to), rules: updated.rowCount };
    await writeAudit(q, actor, { action: 'redpacket.window', targetType: 'setting', target: 'red_packet_rules', before: null, after }, at);
    return after;
  });
}
