import { isHydrated } from './early-taps';

/**
 * Text typed into the server's HTML before React took the field over (a visitor's /login paints
 * before any JavaScript): what the fields held when hydrateRoot was called, and what is typed
 * after it into a field whose part has not hydrated yet (its lazy code still loading: hydrating
 * it would empty it). Call right before hydrateRoot; replay-early-input.ts hands each field's
 * last text to React once the field has hydrated.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]),textarea';

export function followEarlyInput(root: Element): void {
  const typed = new Map<Field, string>();
  const note = (field: Field) => {
    const waiting = typed.has(field);
    typed.set(field, field.value);
    if (!waiting) void import('./replay-early-input').then((m) => m.replayEarlyInput(field, () => typed.get(field) ?? ''));
  };
  for (const field of root.querySelectorAll<Field>(TEXT_FIELDS)) if (field.value !== '' && field.value !== field.defaultValue) note(field);
  root.addEventListener(
    'input',
    ({ target }) => {
      if (
        (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
        target.matches(TEXT_FIELDS) &&
        !isHydrated(target)
      )
        note(target);
    },
    true,
  );
}
