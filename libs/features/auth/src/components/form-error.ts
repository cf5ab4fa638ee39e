/** What a panel shows after a failed submit: a field's rule message, or the server's text (no field). */
export interface FormError<F extends string> {
  field?: F;
  message: string;
}

/** The error text to show under `field`, if the error belongs to it. */
export const errorFor = <F extends string>(error: FormError<F> | null | undefined, field: F): string | undefined =>
  error && error.field === field ? error.message : undefined;
