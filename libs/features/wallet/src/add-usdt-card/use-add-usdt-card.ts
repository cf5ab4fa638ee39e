import { useState } from 'react';
import {
  DEFAULT_USDT_PROTOCOL,
  validateUsdtBind,
  type UsdtBindField,
  type UsdtBindForm,
  type UsdtProtocol,
  type ValidationError,
} from '@h5/domain';
import { useBack, useRouteLink } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { useBindCard } from '../components/use-bind-card';
import type { AddUsdtCardViewProps } from './add-usdt-card-view';

/** /addUsdtCard's model: protocol (TRC20 by default), address, pay password; §5 validation. */
export function useAddUsdtCard(): AddUsdtCardViewProps {
  const [form, setForm] = useState<UsdtBindForm>({ bank_no: '', bank_owner: DEFAULT_USDT_PROTOCOL, pay_pass: '' });
  const [error, setError] = useState<ValidationError<UsdtBindField> | null>(null);
  const bind = useBindCard();
  const onBack = useBack();
  const moreLink = useRouteLink(links.usdtmore());
  return {
    form,
    error,
    refusal: bind.refusal,
    submitting: bind.submitting,
    onChange: (field: UsdtBindField, value: string) => {
      setForm((current) => ({ ...current, [field]: value }));
      setError(null);
      bind.clearRefusal();
    },
    onSubmit: () => {
      const failed = validateUsdtBind(form);
      setError(failed);
      if (!failed) {
        bind.submit({ bank: 'USDT', bank_no: form.bank_no.trim(), bank_owner: form.bank_owner as UsdtProtocol, pay_pass: form.pay_pass });
      }
    },
    onBack,
    moreLink,
  };
}
