import { validateAgentApplication } from '@h5/domain';
import { CONTENT_MESSAGES } from './messages';
import { BizError, Code } from '../http/envelope';
import { profileText } from '../i18n/domain-texts';
import type { Db } from '../db/types';

/** One application per member (226 on a repeat); agents need not apply. */
export async function applyForAgent(db: Db, userId: number, form: { mobile: string; apply_info: string }): Promise<void> {
  const failure = validateAgentApplication(form);
  if (failure) throw new BizError(Code.invalidParam, profileText(failure.message));
  const { rows } = await db.query<{ isagent: number }>('SELECT isagent FROM users WHERE id = $1', [userId]);
  if (rows[0]?.isagent === 1) throw new BizError(Code.alreadyAgent, CONTENT_MESSAGES.alreadyIsAgent);
  const inserted = await db.query(
    'INSERT INTO agent_applications(user_id, mobile, apply_info) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING',
    [userId, form.mobile.trim(), form.apply_info.trim()],
  );
  if (inserted.rowCount !== 1) throw new BizError(Code.alreadyAgent, CONTENT_MESSAGES.alreadyAgent);
}
