import { useId, useState } from 'react';
import styled from 'styled-components';
import type { DateFilter as DateFilterValue } from '@h5/domain';
import { DateFilter } from '../date-filter/date-filter';
import { PickerPopup, type PickerOption } from '../picker-popup/picker-popup';

export interface RecordFiltersProps {
  /** Platform options, 全平台 (value '') first, as @h5/domain platformOptions builds them. */
  platforms: ReadonlyArray<PickerOption<string>>;
  platform: string;
  onPlatformChange: (platname: string) => void;
  date: DateFilterValue;
  onDateChange: (date: DateFilterValue) => void;
  /** Texts from the screen's messages: the two row labels and the picker's title. */
  labels: { platform: string; date: string; pickPlatform: string };
  /** A third filter in the same style, under the dates (/transRecord's 类型). */
  extra?: RecordFilterSelect;
}

/** One more picker row: its label, the popup's title, the options and the chosen value. */
export interface RecordFilterSelect<T extends string | number = string | number> {
  label: string;
  title: string;
  options: ReadonlyArray<PickerOption<T>>;
  value: T;
  // A method, so a screen's narrower option type (say TransactionType) fits `extra`.
  onChange(value: T): void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;

  > :last-child {
    flex: 1;
    min-width: 0;
  }
`;

const Label = styled.span`
  flex: none;
  width: 2.5em;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Select = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.touchTarget - 8}px;
  position: relative;
  padding: 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  cursor: pointer;

  /* The value cuts itself off, not the button: clipping the button would clip its overlay. */
  > span {
    min-width: 0;
    overflow: hidden;
  }

  /* Drawn 36 px high, tapped over 44 (docs/product.md §2): the overlay reaches 4 px above and below,
     which the rows' 8 px gap leaves free. */
  &::before {
    position: absolute;
    inset: -5px -1px;
    content: '';
  }
`;

/** A labelled row whose pill button names the current choice and opens the options in a popup. */
function SelectRow<T extends string | number>({ label, title, options, value, onChange }: RecordFilterSelect<T>) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const current = options.find((option) => option.value === value) ?? options[0];
  return (
    <Row>
      <Label id={labelId}>{label}</Label>
      <Select type="button" aria-haspopup="dialog" aria-labelledby={`${labelId} ${labelId}-value`} onClick={() => setOpen(true)}>
        <span id={`${labelId}-value`}>{current?.label}</span>
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Select>
      <PickerPopup visible={open} title={title} options={options} value={value} onSelect={onChange} onClose={() => setOpen(false)} />
    </Row>
  );
}

/**
 * The record screens' filters (bets, transactions, rebates): a platform picker and the four
 * date ranges, and where a screen has one, a third picker (`extra`). Changing any is the
 * screen's cue to restart its list at page 1.
 */
export function RecordFilters({ platforms, platform, onPlatformChange, date, onDateChange, labels, extra }: RecordFiltersProps) {
  return (
    <Root>
      <SelectRow label={labels.platform} title={labels.pickPlatform} options={platforms} value={platform} onChange={onPlatformChange} />
      <Row>
        <Label>{labels.date}</Label>
        <DateFilter value={date} onChange={onDateChange} label={labels.date} />
      </Row>
      {extra && <SelectRow {...extra} />}
    </Root>
  );
}
