import { activeLocale, LOCALE_NAMES, LOCALES } from '@h5/domain';
import { PickerPopup } from '@h5/ui-kit';
import { chooseLocale } from './locale-choice';
import type { LanguagePickerProps } from './language-picker-on-demand';

// Each language named in itself, so a player who cannot read the active one finds theirs.
const OPTIONS = LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value], lang: value }));

/** The five languages in a bottom sheet (the left menu's 语言, /login's picker): a pick saves and reloads. Its own chunk: ./language-picker-on-demand.tsx. */
export default function LanguagePickerSheet({ visible, title, onClose, onChoose = chooseLocale }: LanguagePickerProps) {
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
