import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldLabel, FieldRow } from '../form-field/form-field';
import { InlineAlert } from '../inline-alert/inline-alert';
import { LineIcon } from '../line-icon/line-icon';
import { PickerPopup, type PickerOption } from '../picker-popup/picker-popup';

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
  overflow-wrap: anywhere;
`;

const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textTertiary};
`;

const ChevronIcon = () => (
  <LineIcon size={16}>
    <path d="m9 6 6 6-6 6" />
  </LineIcon>
);

export interface PickerFieldProps<V extends string | number> {
  label: string;
  /** The popup's title (选择钱包, 选择银行). */
  title: string;
  placeholder?: string;
  options: ReadonlyArray<PickerOption<V>>;
  value: V | null;
  onChange: (value: V) => void;
  /** How the chosen option reads on the row; its label by default. */
  formatValue?: (option: PickerOption<V>) => string;
  /** The field's validation message, shown under it (or pass `describedBy` when it is shown elsewhere). */
  error?: string | null;
  /** Id of a validation message shown outside the field. */
  describedBy?: string;
  /** Shown under the label instead of the picker while there is nothing to choose (loading, failed, none saved). */
  fallback?: ReactNode;
  /** Controlled popup (the form closes it itself); without it the field opens and closes on its own. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A form row that opens the bottom picker popup; choosing closes it (spec §4). The button's
 * name is the label and the choice, so a screen reader hears both.
 */
export function PickerField<V extends string | number>(props: PickerFieldProps<V>) {
  const { label, title, placeholder, options, value, onChange, formatValue, error, fallback } = props;
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    props.onOpenChange?.(next);
  };
  const labelId = useId();
  const valueId = useId();
  const errorId = useId();
  const chosen = options.find((option) => option.value === value);
  const describedBy = error ? errorId : props.describedBy;
  return (
    <FieldRow>
      <FieldLabel as="span" id={labelId}>
        {label}
      </FieldLabel>
      {fallback ?? (
        <>
          <Trigger type="button" aria-labelledby={`${labelId} ${valueId}`} aria-describedby={describedBy} aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {chosen ? <span id={valueId}>{formatValue ? formatValue(chosen) : chosen.label}</span> : <Placeholder id={valueId}>{placeholder}</Placeholder>}
            <ChevronIcon />
          </Trigger>
          <PickerPopup visible={open} title={title} options={options} value={value} onSelect={onChange} onClose={() => setOpen(false)} />
        </>
      )}
      {error && (
        <InlineAlert variant="field" id={errorId}>
          {error}
        </InlineAlert>
      )}
    </FieldRow>
  );
}
