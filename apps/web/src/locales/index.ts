import type { LazyCatalogueOf } from '@h5/domain';
import * as messages from '../messages';

/**
 * The shell's first-paint texts, as every messages module has one: for tools that put every text
 * in a language (Storybook's locale toolbar). The app itself loads these with the first screen's
 * other texts, one chunk per language (../i18n/first-paint/*.ts), not through this.
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
