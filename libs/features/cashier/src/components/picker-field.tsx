import { PickerPopup, type PickerOption } from '@h5/ui-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { FieldRow } from './form-field';
import { ChevronIcon } from './icons';

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  text-align: left;
  background: none;
  border: 0;
  cursor: pointer;
`;

const Label = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textTertiary};
`;

export interface PickerFieldProps<V extends string | number> {
  label: string;
  /** The popup's title (选择钱包, 选择银行). */
  title: string;
  placeholder?: string;
  options: ReadonlyArray<PickerOption<V>>;
  value: V | null;
  onChange: (value: V) => void;
  /** Id of the field's validation message. */
  describedBy?: string;
}

/** A form row that opens ui-kit's picker popup; choosing closes it (spec §4). Its name is label + choice. */
export function PickerField<V extends string | number>({ label, title, placeholder, options, value, onChange, describedBy }: PickerFieldProps<V>) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const chosen = options.find((option) => option.value === value);
  return (
    <FieldRow>
      <Label id={labelId}>{label}</Label>
      <Trigger type="button" aria-labelledby={`${labelId} ${valueId}`} aria-describedby={describedBy} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {chosen ? <span id={valueId}>{chosen.label}</span> : <Placeholder id={valueId}>{placeholder}</Placeholder>}
        <ChevronIcon />
      </Trigger>
      <PickerPopup visible={open} title={title} options={options} value={value} onSelect={onChange} onClose={() => setOpen(false)} />
    </FieldRow>
  );
}
