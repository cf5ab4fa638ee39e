/**
 * The share of visits that report their page speed (docs/operations.md, Web vitals): the build's
 * VITE_VITALS_SAMPLE_RATE, from 0 (none) to 1 (every visit); 0.1 when unset or not a number.
 */
export const DEFAULT_SAMPLE_RATE = 0.1;

export function vitalsSampleRate(): number {
  const text = import.meta.env.VITE_VITALS_SAMPLE_RATE;
  const rate = text === undefined || text === '' ? NaN : Number(text);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_SAMPLE_RATE;
}
