import { useId, useState, type ReactNode } from 'react';
import { FieldTrigger } from '../form-field/field-trigger';
import { FieldLabel, FieldRow } from '../form-field/form-field';
import { InlineAlert } from '../inline-alert/inline-alert';
import { PickerPopup, type PickerOption } from '../picker-popup/picker-popup';

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
 * A form row that opens the bottom picker popup; choosing closes it (docs/product.md §4). The button's
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
          <FieldTrigger
            labelId={labelId}
            value={chosen && (formatValue ? formatValue(chosen) : chosen.label)}
            placeholder={placeholder}
            describedBy={describedBy}
            onClick={() => setOpen(true)}
          />
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
