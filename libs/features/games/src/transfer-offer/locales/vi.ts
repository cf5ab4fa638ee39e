import type { Translation } from '@h5/domain';
import type * as zh from '../messages';

const vi: Translation<typeof zh> = {
  messages: {
    title: 'Chuyển tiền vào trò chơi',
    text: (venue: string, central: string) => `Số dư ${venue} là ¥0.00, ví chính có ${central}. Chuyển tiền vào để chơi.`,
    amount: 'Số tiền chuyển vào',
    amountPlaceholder: 'Nhập số tiền chuyển vào',
    available: (amount: string) => `Có thể chuyển ${amount}`,
    transferAndEnter: 'Chuyển vào và chơi',
    enterDirectly: 'Vào chơi luôn',
    close: 'Đóng',
    noAnswer: 'Chuyển tiền chưa hoàn tất, vui lòng kiểm tra mạng và thử lại',
  },
};
export default vi;
