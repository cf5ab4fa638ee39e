import type { Translation } from '@h5/domain';
import type * as zh from '../member-messages';

/** A member's part of the header in Thai (docs/i18n.md), typed after ../member-messages.ts. */
const th: Translation<typeof zh> = {
  memberMessages: {
    recycle: 'โอนกลับทั้งหมด',
    refreshBalance: 'รีเฟรชยอดเงิน',
    balanceLabel: 'กระเป๋าหลัก',
  },
};

export default th;
