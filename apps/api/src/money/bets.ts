import { randomBytes, randomInt } from 'node:crypto';
import type { Fen } from '@h5/domain';
import { lockMember, moveVenue } from './ledger';
import { MONEY_MESSAGES } from './messages';
import { accrueRebate } from './rebates';
import { recomputeVip } from './vip';
import { BizError, Code } from '../http/envelope';
import type { Queryable } from '../db/types';

export type Pick = 'big' | 'small';
export type Outcome = 'win' | 'lose' | 'void';

export interface BetInput {
  userId: number;
  venue: string;
  category: string;
  gameCode: string;
  stake: Fen;
  pick: Pick;
  /** false leaves the bet unsettled (status 2) until the operator settles or voids it. */
  settleNow: boolean;
}

export interface BetResult {
  betId: string;
  dice: number[];
  outcome: Outcome | 'pending';
  winLoss: Fen;
  balance: Fen;
}

/** Three dice: 11-17 big, 4-10 small, any triple loses both (the house edge). */
export function rollDice(): { dice: number[]; big: boolean; small: boolean } {
  const dice = [randomInt(1, 7), randomInt(1, 7), randomInt(1, 7)];
  const sum = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  return { dice, big: !triple && sum >= 11, small: !triple && sum <= 10 };
}

/**
 * One dice bet at a demo venue, in the caller's transaction: the stake leaves the venue
 * wallet (refused when short), a bet row is written, and a settled bet pays out, counts as
 * turnover and accrues its rebate.
 */
export async function placeBet(q: Queryable, input: BetInput, at: Date): Promise<BetResult> {
  await lockMember(q, input.userId);
  const betId = `B${at.getTime()}${randomBytes(4).toString('hex')}`;
  const debited = await moveVenue(q, input.venue, { userId: input.userId, kind: 'bet', amount: -input.stake, ref: betId, at });
  if (!debited) throw new BizError(Code.insufficientBalance, MONEY_MESSAGES.venueInsufficient);
  const roll = rollDice();
  await q.query(
    `INSERT INTO bets (bet_id, user_id, venue_code, game_code, category, bet_amount, status, detail, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 2, $7, $8)`,
    [
      betId,
      input.userId,
      input.venue,
      input.gameCode,
      input.category,
      input.stake,
      `${input.pick}:${roll.dice.join(',')}`,
      at.toISOString(),
    ],
  );
  if (!input.settleNow) return { betId, dice: [], outcome: 'pending', winLoss: 0, balance: debited.after };
  const won = input.pick === 'big' ? roll.big : roll.small;
  const settled = await settleBet(q, betId, won ? 'win' : 'lose', at);
  return { betId, dice: roll.dice, outcome: won ? 'win' : 'lose', winLoss: settled.winLoss, balance: settled.balance };
}

/**
 * Settles an unsettled bet: a win pays twice the stake, a loss pays nothing, a void refunds
 * the stake and counts for nothing. A settled or voided bet cannot be settled again.
 */
export async function settleBet(q: Queryable, betId: string, outcome: Outcome, at: Date): Promise<{ winLoss: Fen; balance: Fen }> {
  // Member first, then the bet: the same lock order as every member call, so no deadlock.
  const owner = (await q.query<{ user_id: number }>('SELECT user_id FROM bets WHERE bet_id = $1', [betId])).rows[0];
  if (!owner) throw new BizError(Code.notFound, MONEY_MESSAGES.betNotFound);
  await lockMember(q, Number(owner.user_id));
  const { rows } = await q.query<{ user_id: number; venue_code: string; category: string; bet_amount: number; status: number }>(
    'SELECT user_id, venue_code, category, bet_amount, status FROM bets WHERE bet_id = $1 FOR UPDATE',
    [betId],
  );
  const bet = rows[0];
  if (!bet) throw new BizError(Code.notFound, MONEY_MESSAGES.betNotFound);
  if (Number(bet.status) !== 2) throw new BizError(Code.orderDecided, MONEY_MESSAGES.betDecided);
  const userId = Number(bet.user_id);
  const stake = Number(bet.bet_amount);
  const payout = outcome === 'win' ? 2 * stake : outcome === 'void' ? stake : 0;
  let balance = (
    await q.query<{ balance: number }>('SELECT balance FROM venue_accounts WHERE user_id = $1 AND venue_code = $2', [
      userId,
      bet.venue_code,
    ])
  ).rows[0].balance;
  if (payout > 0) {
    const moved = await moveVenue(q, bet.venue_code, {
      userId,
      kind: outcome === 'void' ? 'bet_refund' : 'win',
      amount: payout,
      ref: betId,
      at,
    });
    balance = moved?.after ?? balance;
  }
  const winLoss = outcome === 'void' ? 0 : payout - stake;
  const valid = outcome === 'void' ? 0 : stake;
  await q.query('UPDATE bets SET status = $2, win_loss = $3, valid_amount = $4, settled_at = $5 WHERE bet_id = $1', [
    betId,
    outcome === 'void' ? 0 : 1,
    winLoss,
    valid,
    at.toISOString(),
  ]);
  if (valid > 0) {
    await q.query('UPDATE users SET totalgame = totalgame + $2 WHERE id = $1', [userId, valid]);
    await accrueRebate(q, { userId, betId, venue: bet.venue_code, category: bet.category, valid }, at);
    await recomputeVip(q, userId);
  }
  return { winLoss, balance: Number(balance) };
}
