import { useState } from 'react';
import {
  DEFAULT_USDT_PROTOCOL,
  validateUsdtBind,
  type UsdtBindField,
  type UsdtBindForm,
  type UsdtProtocol,
  type ValidationError,
} from '@h5/domain';
import { useBindCard } from '../components/use-bind-card';

/** /addUsdtCard's model: protocol (TRC20 by default), address, pay password; §5 validation. */
export function useAddUsdtCard() {
  const [form, setForm] = useState<UsdtBindForm>({ bank_no: '', bank_owner: DEFAULT_USDT_PROTOCOL, pay_pass: '' });
  const [error, setError] = useState<ValidationError<UsdtBindField> | null>(null);
  const bind = useBindCard();
  return {
    form,
    error,
    refusal: bind.refusal,
    submitting: bind.submitting,
    change: (field: UsdtBindField, value: string) => {
      setForm((current) => ({ ...current, [field]: value }));
      setError(null);
      bind.clearRefusal();
    },
    submit: () => {
      const failed = validateUsdtBind(form);
      setError(failed);
      if (!failed) {
        bind.submit({ bank: 'USDT', bank_no: form.bank_no.trim(), bank_owner: form.bank_owner as UsdtProtocol, pay_pass: form.pay_pass });
      }
    },
  };
}
