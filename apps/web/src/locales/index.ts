import type { LazyCatalogue } from '@h5/domain';
import * as messages from '../messages';

/**
 * The shell's first-paint texts and a loader of each translation (docs/i18n.md), as every messages
 * module has one: for tools that put every text in a language (Storybook's locale toolbar).
 * The app itself loads these with the first screen's other texts, one chunk per language
 * (../i18n/first-paint/*.ts), not through this.
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
