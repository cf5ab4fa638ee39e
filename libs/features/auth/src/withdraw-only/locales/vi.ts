import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The withdraw-only dialog's texts in Vietnamese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const vi: Translation<typeof zh> = {
  messages: {
    title: 'Trong thời gian tạm nghỉ chỉ có thể rút tiền',
    explanation:
      'Tiền của bạn luôn là của bạn: trong thời gian tạm nghỉ bạn vẫn có thể đăng nhập để rút tiền, thêm tài khoản nhận tiền và xem lịch sử rút tiền. Nạp tiền và chơi game sẽ mở lại khi hết thời gian tạm nghỉ.',
    withdraw: 'Rút tiền',
    close: 'Đóng',
  },
};

export default vi;
