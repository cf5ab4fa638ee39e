import { Button, Card, InlineAlert, Stack } from '@h5/ui-kit';
import type { FormEvent, ReactNode } from 'react';

export interface FormCardProps {
  children: ReactNode;
  submitLabel: string;
  submitting: boolean;
  /** The server's refusal (or the network text), shown above the button. */
  refusal: string | null;
  onSubmit: () => void;
  /** Set while the data the form needs is missing: the button waits. */
  disabled?: boolean;
}

/** A form in a card: fields, the server's message, one submit button that cannot fire twice. */
export function FormCard({ children, submitLabel, submitting, refusal, onSubmit, disabled }: FormCardProps) {
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Card>{children}</Card>
      {refusal && <InlineAlert>{refusal}</InlineAlert>}
      <Stack $spaceAbove="lg">
        <Button type="submit" block loading={submitting} disabled={disabled}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
