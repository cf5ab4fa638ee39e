import { describeTranslations } from '@h5/test-utils';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';
import * as zh from '../messages';

describeTranslations('the games screen texts', zh, { en, vi, th, 'pt-BR': ptBR });

it('counts unread messages in the form each language uses for the count', () => {
  expect(en.screenMessages.noticeModal.moreUnread(1)).toBe('View all announcements, 1 unread message');
  expect(en.screenMessages.noticeModal.moreUnread(3)).toBe('View all announcements, 3 unread messages');
  expect(ptBR.screenMessages.noticeModal.moreUnread(1)).toBe('Ver todos os avisos, 1 mensagem não lida');
  expect(ptBR.screenMessages.noticeModal.moreUnread(12)).toBe('Ver todos os avisos, 12 mensagens não lidas');
  expect(vi.screenMessages.noticeModal.moreUnread(5)).toBe('Xem tất cả thông báo, 5 tin nhắn chưa đọc');
  expect(th.screenMessages.noticeModal.moreUnread(2)).toBe('ดูประกาศทั้งหมด ข้อความที่ยังไม่ได้อ่าน 2 ข้อความ');
});

it('puts the site, the game and the slide numbers in', () => {
  expect(en.screenMessages.app.title('Royal')).toBe('Download the Royal app');
  expect(en.screenMessages.app.title(en.screenMessages.app.fallbackSite)).toBe('Download the official app');
  expect(vi.screenMessages.concise.opening('Fortune Tiger')).toBe('Đang vào Fortune Tiger…');
  expect(ptBR.screenMessages.app.slideAlt(2, 4)).toBe('Recurso do app 2 de 4');
});
