import { translationProblems } from '@h5/test-utils';
import * as zh from '../messages';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';

const LOCALES = [
  ['en', en],
  ['vi', vi],
  ['th', th],
  ['pt-BR', ptBR],
] as const;

it.each(LOCALES)('%s has every text, none empty, none left in Chinese', (_locale, translation) => {
  expect(translationProblems(zh, translation)).toEqual([]);
});

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
