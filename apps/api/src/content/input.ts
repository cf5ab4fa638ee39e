import { CONTENT_MESSAGES } from './messages';
import { BizError, Code } from '../http/envelope';

/** Largest id a SERIAL column could hold; bigger "ids" are refused before any query. */
const MAX_ID = 2_147_483_647;

export const badParam = (field: string) => new BizError(Code.invalidParam, CONTENT_MESSAGES.badParam + field);

/**
 * A positive whole number sent as a number or a digit string ('7'). The request schemas
 * already refuse other shapes; this adds the range a database column can hold.
 */
export function positiveInt(value: unknown, field: string, max = MAX_ID): number {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) throw badParam(field);
  return n;
}

/** An optional positive whole number: undefined, null and '' mean "not given". */
export function optionalPositiveInt(value: unknown, field: string, max = MAX_ID): number | undefined {
  return value === undefined || value === null || value === '' ? undefined : positiveInt(value, field, max);
}
