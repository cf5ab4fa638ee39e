import type { Translation } from '@h5/domain';
import type * as zh from '../member-messages';

/** A member's part of the header in English (docs/i18n.md), typed after ../member-messages.ts. */
const en: Translation<typeof zh> = {
  memberMessages: {
    recycle: 'Recall all',
    refreshBalance: 'Refresh balance',
    balanceLabel: 'Main wallet',
  },
};

export default en;
