import styled from 'styled-components';
import { DATE_FILTERS, type DateFilter as DateFilterValue } from '@h5/domain';

export interface DateFilterProps {
  value: DateFilterValue;
  onChange: (value: DateFilterValue) => void;
  /** Names the group for screen readers (e.g. 时间). */
  label?: string;
}

const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
`;

// Drawn 36 px high, tapped over 44 (docs/product.md §2, WCAG 2.5.5): the ::before overlay (from the
// padding box, inside the 1 px border) takes the taps 4 px above and below the pill, so the
// row looks as before.
const Chip = styled.button<{ $active: boolean }>`
  position: relative;
  min-width: 0;
  min-height: ${({ theme }) => theme.layout.touchTarget - 8}px;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  color: ${({ theme, $active }) => ($active ? theme.colors.onAccent : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.surface)};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};

  &::before {
    position: absolute;
    inset: -5px -1px;
    content: '';
  }
`;

// The label cuts itself off, not the button: clipping the button would clip its overlay too.
const ChipLabel = styled.span`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** The four record ranges (today, 7, 15, 30 days) as chips; one is always selected. */
export function DateFilter({ value, onChange, label }: DateFilterProps) {
  return (
    <Group role="radiogroup" aria-label={label}>
      {DATE_FILTERS.map((filter) => {
        const active = filter.value === value;
        return (
          <Chip
            key={filter.value}
            type="button"
            role="radio"
            aria-checked={active}
            $active={active}
            onClick={() => !active && onChange(filter.value)}
          >
            <ChipLabel>{filter.label}</ChipLabel>
          </Chip>
        );
      })}
    </Group>
  );
}
