/**
 * Text typed into the server's HTML before React took the page over (a visitor's /login paints
 * before any JavaScript): the fields that hold text when hydrateRoot is called. Call right before
 * it; replay-early-input.ts hands their text to React once each field has hydrated.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

export function typedFields(root: Element): [Field, string][] {
  return [
    ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]),textarea',
    ),
  ]
    .filter((field) => field.value !== '' && field.value !== field.defaultValue)
    .map((field): [Field, string] => [field, field.value]);
}

export const replayTypedFields = (fields: [Field, string][]): Promise<void> =>
  import('./replay-early-input').then((m) => m.replayEarlyInput(fields));
