import type { Translations } from '@h5/domain';
import type { messages } from './messages';

/** The withdraw-only dialog's texts in the other languages (issue 33's catalogues); typed after ./messages.ts. */
export const WITHDRAW_ONLY_TRANSLATIONS: Translations<typeof messages> = {
  en: {
    title: 'Withdrawals only during your break',
    explanation:
      'Your money is always yours: during the break you can still log in to withdraw, add a payout account and see your withdrawals. Deposits and games return when the break ends.',
    withdraw: 'Withdraw',
    close: 'Close',
  },
  vi: {
    title: 'Trong thời gian tạm nghỉ chỉ có thể rút tiền',
    explanation:
      'Tiền của bạn luôn là của bạn: trong thời gian tạm nghỉ bạn vẫn có thể đăng nhập để rút tiền, thêm tài khoản nhận tiền và xem lịch sử rút tiền. Nạp tiền và chơi game sẽ mở lại khi hết thời gian tạm nghỉ.',
    withdraw: 'Rút tiền',
    close: 'Đóng',
  },
  th: {
    title: 'ระหว่างพักบัญชีทำได้เพียงถอนเงิน',
    explanation:
      'เงินของคุณเป็นของคุณเสมอ ระหว่างพักบัญชีคุณยังเข้าสู่ระบบเพื่อถอนเงิน เพิ่มบัญชีรับเงิน และดูประวัติการถอนได้ การฝากเงินและการเล่นเกมจะกลับมาเมื่อสิ้นสุดการพัก',
    withdraw: 'ถอนเงิน',
    close: 'ปิด',
  },
  'pt-BR': {
    title: 'Durante a pausa, só saques',
    explanation:
      'Seu dinheiro é sempre seu: durante a pausa você ainda pode entrar para sacar, adicionar uma conta de recebimento e ver seus saques. Depósitos e jogos voltam quando a pausa terminar.',
    withdraw: 'Sacar',
    close: 'Fechar',
  },
};
