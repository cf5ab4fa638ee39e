import type { Translation } from '@h5/domain';
import type * as zh from '../member-messages';

/** A member's part of the header in Vietnamese (docs/i18n.md), typed after ../member-messages.ts. */
const vi: Translation<typeof zh> = {
  memberMessages: {
    recycle: 'Thu hồi tất cả',
    refreshBalance: 'Làm mới số dư',
    balanceLabel: 'Ví chính',
  },
};

export default vi;
