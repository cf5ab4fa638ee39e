import { pickCaptchaIndex } from '@h5/domain';
import { useCallback, useMemo, useState } from 'react';
import { CAPTCHA_CODES } from './captcha-codes';
import { captchaDataUrl } from './captcha-picture';

export interface Captcha {
  index: number;
  /** The code the shown picture displays. */
  code: string;
  src: string;
  /** Shows another picture, picked at random and never the same one again. */
  next: () => void;
}

/** One of the 21 pictures, chosen at random on mount (spec §2: a fixed list of static pictures). */
export function useCaptcha(): Captcha {
  const [index, setIndex] = useState(() => pickCaptchaIndex(Math.random()));
  const next = useCallback(() => setIndex((current) => pickCaptchaIndex(Math.random(), current)), []);
  const src = useMemo(() => captchaDataUrl(index), [index]);
  return { index, code: CAPTCHA_CODES[index], src, next };
}
