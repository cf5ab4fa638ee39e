import { activeLocale, LOCALE_NAMES, LOCALES, type Locale } from '@h5/domain';
import { PickerPopup } from '@h5/ui-kit';
import { chooseLocale } from './locale-choice';

export interface LanguagePickerProps {
  visible: boolean;
  /** 语言 in the active language (the feature's messages). */
  title: string;
  onClose: () => void;
  /** What a pick does: saves it and reloads the page in it (chooseLocale); a fake in tests. */
  onChoose?: (locale: Locale) => void;
}

// Each language named in itself, so a player who cannot read the active one finds theirs.
const OPTIONS = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value], lang: value }));

/** The five languages in a bottom sheet (the left menu's 语言, /login's picker): a pick saves and reloads. */
export function LanguagePicker({ visible, title, onClose, onChoose = chooseLocale }: LanguagePickerProps) {
  const current = activeLocale();
  return (
    <PickerPopup
      visible={visible}
      title={title}
      options={OPTIONS}
      value={current}
      onSelect={(locale) => {
        if (locale !== current) onChoose(locale);
      }}
      onClose={onClose}
    />
  );
}
