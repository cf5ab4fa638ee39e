import { useId } from 'react';
import styled from 'styled-components';
import { Card, Inline, Switch } from '@h5/ui-kit';
import { messages } from '../messages';

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xxs}px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

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
          <Title id={labelId}>{messages.transfer.autoTransfer}</Title>
          <Hint id={hintId}>{messages.transfer.autoTransferHint}</Hint>
        </div>
        <Switch checked={on} loading={saving} onChange={onToggle} labelledBy={labelId} describedBy={hintId} />
      </Inline>
    </Card>
  );
}
