import { Popup } from 'antd-mobile';
import { useId } from 'react';
import { Check, CloseButton, Header, List, Option, OptionDescription, OptionIcon, OptionText, Sheet, Title } from './picker-popup.styles';
import { messages } from '../../messages';
import { useOverlayHistory } from '../../overlay/use-overlay-history';

export interface PickerOption<V extends string | number = string> {
  value: V;
  label: string;
  /** A second line, e.g. card owner and last 4 digits. */
  description?: string;
  /** Image URL shown before the label (bank logo). */
  icon?: string;
  /** The label's language when it is not the page's (a language named in itself). */
  lang?: string;
}

export interface PickerPopupProps<V extends string | number = string> {
  visible: boolean;
  title: string;
  options: ReadonlyArray<PickerOption<V>>;
  /** The current choice gets the check mark. */
  value?: V | null;
  onSelect: (value: V) => void;
  onClose: () => void;
}

// 70% of the screen, as the spec sets for every bottom picker.
const SHEET_STYLE = { height: '70vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 } as const;

/** A bottom sheet list (wallets, bank types, saved cards): choosing selects and closes. */
export function PickerPopup<V extends string | number = string>({
  visible,
  title,
  options,
  value,
  onSelect,
  onClose,
}: PickerPopupProps<V>) {
  const titleId = useId();
  // Back closes the sheet and keeps the form (docs/architecture.md §8).
  useOverlayHistory(visible, onClose);
  const choose = (next: V) => {
    onSelect(next);
    onClose();
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={SHEET_STYLE}>
      <Sheet role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={messages.close} onClick={onClose}>
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        </Header>
        <List role="listbox" aria-labelledby={titleId}>
          {options.map((option) => {
            const selected = option.value === value;
            return (
              <Option
                key={option.value}
                type="button"
                role="option"
                aria-selected={selected}
                $selected={selected}
                onClick={() => choose(option.value)}
              >
                {option.icon && <OptionIcon src={option.icon} alt="" />}
                <OptionText lang={option.lang}>
                  {option.label}
                  {option.description && <OptionDescription>{option.description}</OptionDescription>}
                </OptionText>
                {selected && (
                  <Check width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                    <path d="m5 12.5 4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                  </Check>
                )}
              </Option>
            );
          })}
        </List>
      </Sheet>
    </Popup>
  );
}
