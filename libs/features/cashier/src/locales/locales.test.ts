import { describeTranslations } from '@h5/test-utils';
import en from './en';
import ptBR from './pt-BR';
import th from './th';
import vi from './vi';
import * as zh from '../messages';

describeTranslations('the cashier texts', zh, { en, vi, th, 'pt-BR': ptBR });

it('puts the period and the amount left into the deposit allowance, as the server words it', () => {
  expect(en.messages.recharge.allowance(en.messages.recharge.allowancePeriods.week, '1,200.00')).toBe(
    'Weekly deposit limit remaining: ¥1,200.00',
  );
  expect(ptBR.messages.recharge.allowance(ptBR.messages.recharge.allowancePeriods.day, '50.00')).toBe(
    'Limite de depósito diário restante: ¥50.00',
  );
  expect(th.messages.recharge.allowance(th.messages.recharge.allowancePeriods.month, '8.00')).toBe('วงเงินฝากเดือนนี้คงเหลือ ¥8.00');
});

it('keeps ¥ on the amount range and the quick amounts', () => {
  expect(vi.messages.recharge.amountPlaceholder('100', '50000')).toBe('Mỗi lần ¥100-¥50000');
  expect(en.messages.recharge.quickAmount(500)).toBe('¥500');
});

it('says until when a paused account can only withdraw', () => {
  expect(en.messages.withdrawal.withdrawOnly.notice('2026-12-01 00:00')).toContain('until 2026-12-01 00:00 you can only withdraw');
  expect(vi.messages.withdrawal.withdrawOnly.notice('2026-12-01 00:00')).toContain('trước 2026-12-01 00:00 chỉ có thể rút tiền');
});
