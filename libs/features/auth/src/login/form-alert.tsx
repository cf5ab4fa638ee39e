import { InlineAlert } from '@h5/ui-kit';

/** A message that belongs to no single field: the server's answer to a failed login or register. */
export function FormAlert({ message }: { message: string }) {
  return <InlineAlert>{message}</InlineAlert>;
}
