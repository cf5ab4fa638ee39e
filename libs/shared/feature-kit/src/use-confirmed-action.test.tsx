import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { errorMessage, useWithdrawMutation } from '@h5/api-client';
import { activate } from '@h5/domain';
import { fail, ok, renderPage, type FakeAnswer } from '@h5/test-utils';
import { confirmTexts } from './confirm-messages';
import { useConfirmedAction } from './use-confirmed-action';

const KEY = 'withdraw-key-1';
const BINDING = { action: 'withdraw', amount: '200', destination: '5' } as const;

/** A withdrawal button sent through the hook, its outcome on screen. */
function Withdraw() {
  const [withdraw] = useWithdrawMutation();
  const confirmed = useConfirmedAction();
  const [outcome, setOutcome] = useState('');
  const send = async () => {
    const answer = await confirmed(
      () => withdraw({ body: { amount: '200', bank: 5, password: '654321' }, idempotencyKey: KEY }),
      BINDING,
      KEY,
    );
    setOutcome(answer.error ? errorMessage(answer.error as never) : '提交成功');
  };
  return (
    <>
      <button onClick={() => void send()}>立即取款</button>
      <output data-testid="outcome">{outcome}</output>
    </>
  );
}

/** /api/withdraw refused with 240 until a confirmation was answered, then accepted. */
function withdrawNeedingConfirmation(confirmed: { done: boolean }): FakeAnswer {
  return () => (confirmed.done ? ok([], '提交成功') : fail(240, '此操作需要通行密钥或验证器确认'));
}

const render = (routes: Record<string, FakeAnswer>) => renderPage(<Withdraw />, { at: '/withdrawal', routes });
const outcome = () => screen.getByTestId('outcome').textContent;

describe('useConfirmedAction', () => {
  it('sends once for a member without a second factor: no confirmation asked', async () => {
    const { api } = render({ '/api/withdraw': ok([], '提交成功') });
    fireEvent.click(screen.getByText('立即取款'));
    await waitFor(() => expect(outcome()).toBe('提交成功'));
    expect(api.callsTo('/api/withdraw')).toHaveLength(1);
    expect(api.callsTo('/api/security/confirm/begin')).toHaveLength(0);
  });

  it('on 240 confirms this amount and card under the same key with the authenticator code, then sends again', async () => {
    const state = { done: false };
    const { api } = render({
      '/api/withdraw': withdrawNeedingConfirmation(state),
      '/api/security/confirm/begin': ok({ challenge_id: 7, passkey: null, totp: true }),
      '/api/security/confirm/finish': (body) => {
        state.done = body['code'] === '123456';
        return state.done ? ok({ by: 'totp' }) : fail(202, '验证码错误');
      },
    });
    fireEvent.click(screen.getByText('立即取款'));
    const dialog = await screen.findByRole('alertdialog', { name: '安全确认' });
    fireEvent.change(screen.getByLabelText('验证器中的6位验证码'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    await waitFor(() => expect(outcome()).toBe('提交成功'));
    expect(dialog).not.toBeInTheDocument();
    const [begin] = api.callsTo('/api/security/confirm/begin');
    expect(begin.body).toEqual(BINDING);
    expect(begin.idempotencyKey).toBe(KEY);
    expect(api.callsTo('/api/security/confirm/finish')[0].body).toEqual({ challenge_id: 7, code: '123456' });
    expect(api.callsTo('/api/withdraw').map((c) => c.idempotencyKey)).toEqual([KEY, KEY]);
  });

  it('cancelled: nothing confirmed, the call is not sent again and the refusal stays', async () => {
    const { api } = render({
      '/api/withdraw': withdrawNeedingConfirmation({ done: false }),
      '/api/security/confirm/begin': ok({ challenge_id: 8, passkey: null, totp: true }),
      '/api/security/confirm/finish': ok({ by: 'totp' }),
    });
    fireEvent.click(screen.getByText('立即取款'));
    await screen.findByRole('alertdialog', { name: '安全确认' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消' })));
    await waitFor(() => expect(outcome()).toBe('此操作需要通行密钥或验证器确认'));
    expect(api.callsTo('/api/security/confirm/finish')).toHaveLength(0);
    expect(api.callsTo('/api/withdraw')).toHaveLength(1);
  });
});

describe('the confirmation texts (docs/i18n.md)', () => {
  afterEach(() => activate('zh-CN', []));

  it('speak the active language, each of the five its own', () => {
    const seen = new Set<string>();
    for (const locale of ['zh-CN', 'en', 'vi', 'th', 'pt-BR'] as const) {
      activate(locale, []);
      seen.add(`${confirmTexts.title}|${confirmTexts.codeLabel}`);
    }
    expect(seen.size).toBe(5);
    activate('en', []);
    expect(confirmTexts.title).toBe('Security confirmation');
  });
});
