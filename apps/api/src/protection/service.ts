import { parseYuan } from '@h5/domain';
import { EXCLUSION_DURATIONS, type ExclusionDuration } from './exclusions';
import { allowances, readLimits, type LimitState } from './limits';
import { PROTECTION_MESSAGES } from './messages';
import { LIMIT_PERIODS, type LimitPeriod } from './periods';
import { REALITY_MINUTES, type RealityMinutes } from './reality';
import { BizError, Code } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { MAX_AMOUNT_FEN, yuanText } from '../money/amounts';
import type { Queryable } from '../db/types';

const invalid = (message: string) => new BizError(Code.invalidParam, message);

/** The period named in a request, or a refusal that says what to pick. */
export function requirePeriod(input: unknown): LimitPeriod {
  if (!LIMIT_PERIODS.includes(input as LimitPeriod)) throw invalid(PROTECTION_MESSAGES.periodInvalid);
  return input as LimitPeriod;
}

/** A limit in fen (whole fen, above zero), or null for '' (remove). */
export function requireLimitAmount(input: unknown): number | null {
  if (input === '') return null;
  const fen = parseYuan(String(input));
  if (fen === null || fen <= 0 || fen > MAX_AMOUNT_FEN) throw invalid(PROTECTION_MESSAGES.limitInvalid);
  return fen;
}

export function requireRealityMinutes(input: unknown): RealityMinutes {
  const minutes = Number(input);
  if (String(input).trim() === '' || !REALITY_MINUTES.includes(minutes as RealityMinutes))
    throw invalid(PROTECTION_MESSAGES.realityInvalid);
  return minutes as RealityMinutes;
}

export function requireDuration(input: unknown): ExclusionDuration {
  if (typeof input !== 'string' || !Object.hasOwn(EXCLUSION_DURATIONS, input)) throw invalid(PROTECTION_MESSAGES.durationInvalid);
  return input as ExclusionDuration;
}

const yuanOrNull = (fen: number | null) => (fen === null ? null : yuanText(fen));

/** A limit as the API answers it (yuan text, Beijing time), with what it leaves now. */
export async function describeLimits(q: Queryable, userId: number, at: Date) {
  const [limits, left] = await Promise.all([readLimits(q, userId, at), allowances(q, userId, at)]);
  return limits.map((l: LimitState) => {
    const a = left.find((x) => x.period === l.period);
    return {
      period: l.period,
      amount: yuanOrNull(l.amount),
      pending: l.pending ? { amount: yuanOrNull(l.pending.amount), at: formatDateTime(l.pending.at) } : null,
      used: yuanText(a?.used ?? 0),
      left: a ? yuanText(a.left) : null,
    };
  });
}
