import { useState } from 'react';
import type { ValidationError } from '@h5/domain';
import { fieldId } from './icon-field';
import type { FormError } from './panel-form';
import type { Captcha } from '../captcha/use-captcha';

export interface AuthFormOptions<F extends string, V extends Readonly<Record<F, string>>> {
  initial: V;
  /** The picture on screen: the screen's one captcha, shared by both panels. */
  captcha: Captcha;
  /** The domain validator of the panel (docs/product.md §5 order and messages). */
  validate: (values: V, expectedCode: string) => ValidationError<F> | null;
  /** Sends the form; resolves to the text to show when the call failed, null when it succeeded. */
  send: (values: V) => Promise<string | null>;
}

export interface AuthForm<F extends string, V> {
  values: V;
  change: (field: F, value: string) => void;
  error: FormError<F> | null;
  submitting: boolean;
  submit: () => Promise<void>;
  reset: () => void;
}

/**
 * One panel's form: values, the first failed rule and the request in flight, checked against
 * the captcha on screen. A wrong captcha clears the code and shows another picture
 * (docs/product.md §2, §5); `reset` empties the form as on a first visit.
 */
export function useAuthForm<F extends string, V extends Readonly<Record<F, string>>>({
  initial,
  captcha,
  validate,
  send,
}: AuthFormOptions<F, V>): AuthForm<F, V> {
  const [values, setValues] = useState<V>(initial);
  const [error, setError] = useState<FormError<F> | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // The message goes once the player edits what it was about.
    setError((current) => (current && (current.field === field || !current.field) ? null : current));
  };

  const submit = async () => {
    if (submitting) return;
    const failure = validate(values, captcha.code);
    if (failure) {
      setError({ field: failure.field, message: failure.message });
      if (failure.clear === 'field') {
        setValues((current) => ({ ...current, [failure.field]: '' }));
        captcha.next();
      }
      document.getElementById(fieldId(failure.field))?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    const message = await send(values);
    setSubmitting(false);
    if (message !== null) setError({ message });
  };

  const reset = () => {
    setValues(initial);
    setError(null);
    setSubmitting(false);
  };

  return { values, change, error, submitting, submit, reset };
}
