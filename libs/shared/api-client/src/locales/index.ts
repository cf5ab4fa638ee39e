import type { LazyCatalogue } from '@h5/domain';
import * as messages from '../messages';

/**
 * The data layer's texts and a loader of each translation (docs/i18n.md), every language a chunk of its own: the
 * lazy pages that show them export this as `catalogue`, so they render once the texts are in
 * the active language (lazyWithRetry; docs/i18n.md). Nothing is fetched in Chinese.
 */
export const catalogue: LazyCatalogue = {
  target: messages,
  translations: {
    en: () => import('./en'),
    vi: () => import('./vi'),
    th: () => import('./th'),
    'pt-BR': () => import('./pt-BR'),
  },
};
