import { useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  loggedOut,
  useExcludeMutation,
  useProtectionQuery,
  useSetDepositLimitMutation,
  useSetRealityMinutesMutation,
  useStatementQuery,
  type AppDispatch,
} from '@h5/api-client';
import type { ExclusionDuration, LimitPeriod, RealityMinutes } from '@h5/api-contract';
import { parseYuan } from '@h5/domain';
import { refusalMessage, useBack } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import { confirm, showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import type { ResponsibleGamingViewProps } from './responsible-gaming-view';

const text = messages.responsibleGaming;
const TIMEOUTS: ReadonlySet<ExclusionDuration> = new Set(['24h', '7d', '30d']);

/** The form's message for the amount typed, or null when the server may be asked. */
export function limitAmountError(amount: string): string | null {
  if (!amount.trim()) return text.limits.amountRequired;
  const fen = parseYuan(amount.trim());
  return fen === null || fen <= 0 ? text.limits.amountInvalid : null;
}

/**
 * /responsibleGaming's model (docs/api.md, Player protection): the limits and the reality-check interval from the
 * server, the limit form (checked here first, then by the server, whose answer says when the
 * change holds), the reminder choice, a time-out or self-exclusion after a confirmation (the
 * server ends the session: the shell then shows /login), and the 12-month statement.
 */
export function useResponsibleGaming(): ResponsibleGamingViewProps {
  const onBack = useBack(ROUTES.mine);
  const dispatch = useDispatch<AppDispatch>();
  const overview = useProtectionQuery();
  const statement = useStatementQuery();
  const [saveLimit, saving] = useSetDepositLimitMutation();
  const [saveReality] = useSetRealityMinutesMutation();
  const [exclude, excluding] = useExcludeMutation();
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submitLimit = async (remove: boolean) => {
    const failure = remove ? null : limitAmountError(amount);
    setError(failure);
    setRefusal(null);
    if (failure || saving.isLoading) return;
    try {
      const answer = await saveLimit({ period, amount: remove ? '' : amount.trim() }).unwrap();
      showToast(answer.message, { icon: 'success' });
      setAmount('');
    } catch (err) {
      setRefusal(refusalMessage(err, { network: true, empty: messages.failed }));
    }
  };

  const chooseReality = async (minutes: RealityMinutes) => {
    try {
      const answer = await saveReality({ minutes }).unwrap();
      showToast(answer.message, { icon: 'success' });
    } catch (err) {
      showToast(refusalMessage(err, { network: true, empty: messages.failed }) ?? messages.failed);
    }
  };

  const startExclusion = async (duration: ExclusionDuration) => {
    const kind = TIMEOUTS.has(duration) ? text.exclusion.timeoutLabel : text.exclusion.exclusionLabel;
    const label = text.exclusion.durations[duration];
    const agreed = await confirm({
      title: text.exclusion.confirmTitle(kind),
      content: text.exclusion.confirmText(kind, label),
      confirmText: text.exclusion.confirm,
      cancelText: text.exclusion.cancel,
    });
    if (!agreed || excluding.isLoading) return;
    try {
      const answer = await exclude({ duration }).unwrap();
      showToast(text.exclusion.started(answer.data.ends_at), { icon: 'success' });
      // The server has ended every session: no logoff call; ending it here sends the shell to /login.
      dispatch(loggedOut());
    } catch (err) {
      showToast(refusalMessage(err, { network: true, empty: messages.failed }) ?? messages.failed);
    }
  };

  return {
    onBack,
    state: overview.isError ? 'error' : overview.data ? 'ready' : 'loading',
    overview: overview.data ?? null,
    months: statement.data?.months ?? null,
    period,
    amount,
    error,
    refusal,
    saving: saving.isLoading,
    onRetry: () => {
      overview.refetch();
      statement.refetch();
    },
    onPeriod: (next) => {
      setPeriod(next);
      setError(null);
      setRefusal(null);
    },
    onAmount: (next) => {
      setAmount(next);
      setError(null);
      setRefusal(null);
    },
    onSaveLimit: () => submitLimit(false),
    onRemoveLimit: () => submitLimit(true),
    onReality: chooseReality,
    onExclude: startExclusion,
  };
}
