import { useId } from 'react';
import { Card, Inline, Switch, Text } from '@h5/ui-kit';
import { messages } from '../messages';

export interface AutoTransferCardProps {
  on: boolean;
  saving: boolean;
  onToggle: () => void;
}

/** 自动免转 with its hint; the switch asks for the change, the server's answer decides. */
export function AutoTransferCard({ on, saving, onToggle }: AutoTransferCardProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <Card>
      <Inline $justify="between" $gap="md">
        <div>
          <Text id={labelId} $size="md" $weight="bold">
            {messages.transfer.autoTransfer}
          </Text>
          <Text id={hintId} $spaceAbove="xxs" $tone="secondary" $size="xs">
            {messages.transfer.autoTransferHint}
          </Text>
        </div>
        <Switch checked={on} loading={saving} onChange={onToggle} labelledBy={labelId} describedBy={hintId} />
      </Inline>
    </Card>
  );
}
