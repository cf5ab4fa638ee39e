/** What a panel shows after a failed submit: a field's rule message, or the server's text (no field). */
export interface FormError<F extends string> {
  field?: F;
  message: string;
}

/** The error text to show under `field`, if the error belongs to it. */
export const errorFor = <F extends string>(error: FormError<F> | null | undefined, field: F): string | undefined =>
  error && error.field === field ? error.message : undefined;

/** What one panel's form shows and sends: its values, the failed rule or server text, the request in flight. */
export interface PanelForm<F extends string, V> {
  values: V;
  error?: FormError<F> | null;
  submitting?: boolean;
  onChange: (field: F, value: string) => void;
  onSubmit: () => void;
}

/** The captcha picture on screen. */
export interface CaptchaPicture {
  src: string;
  index: number;
}
