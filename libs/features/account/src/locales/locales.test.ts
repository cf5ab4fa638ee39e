import { describeTranslations } from '@h5/test-utils';
import * as zh from '../messages';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';

const CATALOGUES = { en, vi, th, 'pt-BR': ptBR };
const LOCALES = Object.entries(CATALOGUES);

describeTranslations('the account texts', zh, CATALOGUES);

it.each(LOCALES)('%s puts the formatted amount, the times and the chosen length in as given', (_locale, { messages }) => {
  const { limits, exclusion } = messages.responsibleGaming;
  expect(limits.pendingRaise('¥5,000.00', '2026-11-28 10:00:00')).toMatch(/¥5,000\.00.*2026-11-28 10:00:00/);
  expect(limits.pendingRemove('2026-11-28 10:00:00')).toContain('2026-11-28 10:00:00');
  expect(exclusion.started('2026-12-04 10:00:00')).toContain('2026-12-04 10:00:00');
  expect(exclusion.confirmText(exclusion.timeoutLabel, exclusion.durations['7d'])).toContain(exclusion.durations['7d']);
  expect(exclusion.confirmTitle(exclusion.exclusionLabel).toLowerCase()).toContain(exclusion.exclusionLabel.toLowerCase());
});

it('counts the days since joining in the form each language needs', () => {
  expect([1, 3].map(en.messages.mine.joined)).toEqual(['Member for 1 day', 'Member for 3 days']);
  expect([1, 3].map(ptBR.messages.mine.joined)).toEqual(['Membro há 1 dia', 'Membro há 3 dias']);
  expect(vi.messages.mine.joined(3)).toBe('Đã tham gia 3 ngày');
  expect(th.messages.mine.joined(3)).toBe('เป็นสมาชิกมา 3 วัน');
});

it("reads the limit's field and each break's button in the language's own word order (docs/i18n.md)", () => {
  const label = (t: typeof en) => {
    const { limits } = t.messages.responsibleGaming;
    return limits.amountLabel(limits.periods.day);
  };
  expect([en, vi, th, ptBR].map(label)).toEqual([
    'Daily limit amount',
    'Số tiền hạn mức theo ngày',
    'จำนวนวงเงินรายวัน',
    'Valor do limite diário',
  ]);
  const buttons = (t: typeof en) => {
    const { exclusion } = t.messages.responsibleGaming;
    return [exclusion.timeoutFor(exclusion.durations['24h']), exclusion.exclusionFor(exclusion.durations['1y'])];
  };
  expect(buttons(en)).toEqual(['Time-out for 24 hours', 'Self-exclusion for 1 year']);
  expect(buttons(vi)).toEqual(['Tạm ngưng 24 giờ', 'Tự loại trừ 1 năm']);
  expect(buttons(th)).toEqual(['พักการเล่น 24 ชั่วโมง', 'ระงับบัญชีตนเอง 1 ปี']);
  expect(buttons(ptBR)).toEqual(['Pausa de 24 horas', 'Autoexclusão por 1 ano']);
});
