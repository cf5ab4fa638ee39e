import type { ValidationError } from '@h5/domain';
import { useState } from 'react';
import { useCaptcha } from '../captcha/use-captcha';
import type { FormError } from '../components/form-error';
import { fieldId } from '../components/text-field';

export interface AuthFormOptions<F extends string, V extends Readonly<Record<F, string>>> {
  initial: V;
  /** The domain validator of the panel (docs/product.md §5 order and messages). */
  validate: (values: V, expectedCode: string) => ValidationError<F> | null;
  /** Sends the form; resolves to the text to show when the call failed, null when it succeeded. */
  send: (values: V) => Promise<string | null>;
}

/**
 * The state both panels share: values, the captcha, the first failed rule and the request
 * in flight. A wrong captcha clears the code and shows another picture (docs/product.md §2, §5).
 */
export function useAuthForm<F extends string, V extends Readonly<Record<F, string>>>({ initial, validate, send }: AuthFormOptions<F, V>) {
  const captcha = useCaptcha();
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

  return { values, change, error, submitting, captcha, submit };
}
