import styled from 'styled-components';
import type { Tone } from '../../theme/tokens';

export interface StatusTagProps {
  label: string;
  tone?: Tone;
}

const FG = { success: 'success', warning: 'warning', danger: 'danger', default: 'textSecondary' } as const;
const BG = { success: 'successSoft', warning: 'warningSoft', danger: 'dangerSoft', default: 'background' } as const;

const Tag = styled.span<{ $tone: Tone }>`
  display: inline-block;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.sm}px;
  overflow: hidden;
  color: ${({ theme, $tone }) => theme.colors[FG[$tone]]};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
  text-overflow: ellipsis;
  vertical-align: middle;
  background: ${({ theme, $tone }) => theme.colors[BG[$tone]]};
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;

/** An order/record status (审核中, 已通过, 已拒绝...) coloured by the tone the domain maps it to. */
export function StatusTag({ label, tone = 'default' }: StatusTagProps) {
  return (
    <Tag $tone={tone} title={label}>
      {label}
    </Tag>
  );
}
