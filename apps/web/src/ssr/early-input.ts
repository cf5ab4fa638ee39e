/**
 * Text typed into the server's HTML before React took the page over (a visitor's /login paints
 * before any JavaScript): the fields that hold text when hydrateRoot is called. Call right before
 * it; replay-early-input.ts hands their text to React once each field has hydrated.
 */
export function typedFields(root: Element): (HTMLInputElement | HTMLTextAreaElement)[] {
  return [
    ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]),textarea',
    ),
  ].filter((field) => field.value !== '' && field.value !== field.defaultValue);
}

export const replayTypedFields = (fields: (HTMLInputElement | HTMLTextAreaElement)[]): Promise<void> =>
  import('./replay-early-input').then((m) => m.replayEarlyInput(fields));
