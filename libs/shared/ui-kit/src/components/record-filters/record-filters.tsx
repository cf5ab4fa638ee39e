import type { DateFilter as DateFilterValue } from '@h5/domain';
import { useId, useState } from 'react';
import styled from 'styled-components';
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
  padding: 0 ${({ theme }) => theme.space.md}px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  cursor: pointer;
`;

/**
 * The record screens' filters (bets, transactions, rebates): a platform picker and the four
 * date ranges. Changing either is the screen's cue to restart its list at page 1.
 */
export function RecordFilters({ platforms, platform, onPlatformChange, date, onDateChange, labels }: RecordFiltersProps) {
  const [open, setOpen] = useState(false);
  const platformLabelId = useId();
  const current = platforms.find((option) => option.value === platform) ?? platforms[0];
  return (
    <Root>
      <Row>
        <Label id={platformLabelId}>{labels.platform}</Label>
        <Select type="button" aria-haspopup="dialog" aria-labelledby={`${platformLabelId} ${platformLabelId}-value`} onClick={() => setOpen(true)}>
          <span id={`${platformLabelId}-value`}>{current?.label}</span>
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path d="m6 9 6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Select>
      </Row>
      <Row>
        <Label>{labels.date}</Label>
        <DateFilter value={date} onChange={onDateChange} label={labels.date} />
      </Row>
      <PickerPopup
        visible={open}
        title={labels.pickPlatform}
        options={platforms}
        value={platform}
        onSelect={onPlatformChange}
        onClose={() => setOpen(false)}
      />
    </Root>
  );
}
