import styled from 'styled-components';
import { USDT_PROTOCOLS } from '@h5/domain';
import { FieldRow, Grid, Text } from '@h5/ui-kit';

// A native radio per protocol (keyboard and screen readers for free), drawn as a segment.
const Option = styled.label<{ $checked: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.text)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : theme.colors.surface)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export interface ProtocolChoiceProps {
  legend: string;
  value: string;
  onChange: (protocol: string) => void;
}

/** TRC20 (default) or ERC20. */
export function ProtocolChoice({ legend, value, onChange }: ProtocolChoiceProps) {
  return (
    <FieldRow>
      <Fieldset>
        <Text as="legend" $tone="secondary" $size="sm" $padding={[0, 0, 'xs']}>
          {legend}
        </Text>
        <Grid $columns={2} $gap="sm">
          {USDT_PROTOCOLS.map((protocol) => (
            <Option key={protocol} $checked={value === protocol}>
              <input type="radio" name="usdt-protocol" value={protocol} checked={value === protocol} onChange={() => onChange(protocol)} />
              {protocol}
            </Option>
          ))}
        </Grid>
      </Fieldset>
    </FieldRow>
  );
}
