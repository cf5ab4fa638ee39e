import { useEffect, useState } from 'react';
import { useBanksQuery, useUserQuery } from '@h5/api-client';
import { validateBankCardBind, type BankCardBindField, type BankCardBindForm, type ValidationError } from '@h5/domain';
import { notifyBusinessError } from '@h5/feature-kit';
import { useBindCard } from '../components/use-bind-card';
import type { AddBankCardViewProps } from './add-bank-card-view';

const EMPTY: BankCardBindForm = { bank_owner: '', bank: '', bank_address: '', bank_no: '', pay_pass: '' };

/** /addBankCard's model: the form, the bank list for the picker, §5 validation, the bind. */
export function useAddBankCard(): Omit<AddBankCardViewProps, 'onBack'> {
  const banks = useBanksQuery();
  const [typed, setForm] = useState<BankCardBindForm>(EMPTY);
  // The cardholder must be the member (the hint under the form says so): the name starts as the
  // real name, and what the player types instead stands.
  const [ownerTyped, setOwnerTyped] = useState(false);
  const realname = useUserQuery().data?.realname ?? '';
  const form: BankCardBindForm = ownerTyped ? typed : { ...typed, bank_owner: realname };
  const [error, setError] = useState<ValidationError<BankCardBindField> | null>(null);
  const bind = useBindCard();

  useEffect(() => notifyBusinessError(banks.error), [banks.error]);

  return {
    form,
    error,
    banks: banks.data?.map((b) => b.bank_name),
    banksFailed: banks.isError && !banks.data,
    onRetryBanks: () => void banks.refetch(),
    refusal: bind.refusal,
    submitting: bind.submitting,
    onChange: (field: BankCardBindField, value: string) => {
      if (field === 'bank_owner') setOwnerTyped(true);
      setForm((current) => ({ ...current, [field]: value }));
      setError(null);
      bind.clearRefusal();
    },
    onSubmit: () => {
      const failed = validateBankCardBind(form);
      setError(failed);
      if (!failed) bind.submit({ ...form, bank_no: form.bank_no.replace(/\s+/g, '') });
    },
  };
}
