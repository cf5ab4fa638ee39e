import type { Queryable } from '../db/types';

/** A member by user name, as players and operators type it (any case); null when there is none. */
export async function memberByName(q: Queryable, username: string): Promise<{ id: number; username: string } | null> {
  const { rows } = await q.query<{ id: number; username: string }>('SELECT id, username FROM users WHERE lower(username) = lower($1)', [
    username,
  ]);
  return rows[0] ? { id: Number(rows[0].id), username: rows[0].username } : null;
}
