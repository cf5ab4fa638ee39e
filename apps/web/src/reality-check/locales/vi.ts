import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

/** The reality check's texts in Vietnamese (docs/i18n.md), typed after ../messages.ts: a key added there fails here. */
const vi: Translation<typeof zh> = {
  messages: {
    title: 'Kiểm tra thực tế',
    elapsed: (minutes: number) => `Bạn đã đăng nhập ${minutes} phút`,
    summary: 'Phiên đăng nhập này:',
    deposits: 'Nạp tiền',
    withdrawals: 'Rút tiền',
    betsResult: 'Thắng/thua cược',
    keepPlaying: 'Tiếp tục chơi',
    logout: 'Đăng xuất',
  },
};

export default vi;
