import { useCallback, useEffect, useMemo, useState } from 'react';
import { CAPTCHA_COUNT, pickCaptchaIndex } from '@h5/domain';
import { useHydrated, useServerRender } from '@h5/ui-kit';
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

/** Marks the picture's <img> with its index (tests and hydration read it). */
export const CAPTCHA_INDEX_ATTR = 'data-captcha-index';

const pick = () => pickCaptchaIndex(Math.random());

/** The picture in the server's HTML that React is hydrating (a prerendered /login), or null. */
function serverPicture(): number | null {
  const value = Number(document.querySelector(`#root img[${CAPTCHA_INDEX_ATTR}]`)?.getAttribute(CAPTCHA_INDEX_ATTR));
  return Number.isInteger(value) && value >= 0 && value < CAPTCHA_COUNT ? value : null;
}

/**
 * One of the 21 pictures, chosen at random on mount (docs/product.md §2: a fixed list of static pictures).
 * The server's /login (rendered once per change of the site's data) carries the picture it
 * picked, so the page's largest paint does not wait for the app; hydration keeps that picture
 * (a different one would be a mismatch), and a tap on it shows another, as always.
 */
export function useCaptcha(): Captcha {
  const hydrated = useHydrated();
  const onServer = useServerRender();
  const [index, setIndex] = useState<number | null>(() => (hydrated || onServer ? pick() : serverPicture()));
  // Hydrating a server page without a picture: pick once the browser owns the page.
  useEffect(() => {
    if (hydrated) setIndex((current) => current ?? pick());
  }, [hydrated]);
  const next = useCallback(() => setIndex((current) => pickCaptchaIndex(Math.random(), current ?? undefined)), []);
  const src = useMemo(() => (index === null ? '' : captchaDataUrl(index)), [index]);
  return { index: index ?? -1, code: index === null ? '' : CAPTCHA_CODES[index], src, next };
}
