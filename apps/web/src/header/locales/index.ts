import type { LazyCatalogueOf } from '@h5/domain';
import * as messages from '../member-messages';

/**
 * A member's part of the header (its own chunk): member-actions.tsx exports this as `catalogue`,
 * so it renders once its texts are in the active language (lazyWithRetry).
 */
export const catalogue = {
  target: messages,
  translations: {
    en: () => import('./en'),
    vi: () => import('./vi'),
    th: () => import('./th'),
    'pt-BR': () => import('./pt-BR'),
  },
} satisfies LazyCatalogueOf<typeof messages>;
