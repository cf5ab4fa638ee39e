import { useState } from 'react';
import { confirm, TextField } from '@h5/ui-kit';

function PromptField({
  label,
  initial,
  numeric,
  onValue,
}: {
  label: string;
  initial: string;
  numeric: boolean;
  onValue: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
      label={label}
      value={value}
      inputMode={numeric ? 'numeric' : 'text'}
      autoComplete={numeric ? 'one-time-code' : 'off'}
      maxLength={numeric ? 6 : 40}
      onChange={(e) => {
        setValue(e.target.value);
        onValue(e.target.value);
      }}
    />
  );
}

/** One line asked in the kit's dialog (a passkey's name, an authenticator code); null when cancelled. */
export async function askText(title: string, label: string, opts: { initial?: string; numeric?: boolean } = {}): Promise<string | null> {
  let value = opts.initial ?? '';
  const ok = await confirm({
    title,
    content: <PromptField label={label} initial={value} numeric={opts.numeric ?? false} onValue={(v) => (value = v)} />,
  });
  return ok ? value.trim() : null;
}
