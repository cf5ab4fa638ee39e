import { pickCaptchaIndex } from '@h5/domain';
import { useHydrated } from '@h5/ui-kit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CAPTCHA_CODES } from './captcha-codes';
import { captchaDataUrl } from './captcha-picture';

export interface Captcha {
  /** -1 until a picture is picked. */
  index: number;
  /** The code the shown picture displays ('' until a picture is picked). */
  code: string;
  /** '' until a picture is picked. */
  src: string;
  /** Shows another picture, picked at random and never the same one again. */
  next: () => void;
}

const pick = () => pickCaptchaIndex(Math.random());

/**
 * One of the 21 pictures, chosen at random on mount (spec §2: a fixed list of static pictures).
 * Picked in the browser only: the server's /login (rendered once for every visitor) shows the
 * empty picture frame, and so does the hydration that takes it over, then the browser picks.
 */
export function useCaptcha(): Captcha {
  const hydrated = useHydrated();
  const [index, setIndex] = useState<number | null>(() => (hydrated ? pick() : null));
  useEffect(() => {
    if (hydrated) setIndex((current) => current ?? pick());
  }, [hydrated]);
  const next = useCallback(() => setIndex((current) => pickCaptchaIndex(Math.random(), current ?? undefined)), []);
  const src = useMemo(() => (index === null ? '' : captchaDataUrl(index)), [index]);
  return { index: index ?? -1, code: index === null ? '' : CAPTCHA_CODES[index], src, next };
}
