/**
 * What every form validator returns: the first failing rule in the spec's order, or null.
 * `clear` tells the screen what to empty after showing the message (the captcha after a
 * wrong code, the whole password form when the new password equals the old one).
 */
export interface ValidationError<F extends string> {
  readonly field: F;
  readonly message: string;
  readonly clear?: 'field' | 'form';
}

export interface Check<F extends string> extends ValidationError<F> {
  readonly fails: boolean;
}

/** Checks are listed in the spec's order; the first one that fails wins. */
export function firstFailure<F extends string>(checks: ReadonlyArray<Check<F>>): ValidationError<F> | null {
  const failed = checks.find((check) => check.fails);
  if (!failed) return null;
  return failed.clear
    ? { field: failed.field, message: failed.message, clear: failed.clear }
    : { field: failed.field, message: failed.message };
}

/** Empty or blank text counts as missing. */
export const isBlank = (value: string): boolean => value.trim() === '';
