import { Suspense, useState } from 'react';
import type { Locale } from '@h5/domain';
import { lazyWithRetry } from '@h5/ui-kit';

export interface LanguagePickerProps {
  visible: boolean;
  /** 语言 in the active language (the feature's messages). */
  title: string;
  onClose: () => void;
  /** What a pick does: saves it and reloads the page in it (chooseLocale); a fake in tests. */
  onChoose?: (locale: Locale) => void;
}

// The sheet and antd-mobile's Popup under it are a chunk of their own: on /login they were
// +31 kB of its first paint (measured), for a picker few players open.
const Sheet = lazyWithRetry(() => import('./language-picker'));

/** The language picker, loaded when it is first opened and kept from then on (its closing animation). */
export function LanguagePicker(props: LanguagePickerProps) {
  const [opened, setOpened] = useState(props.visible);
  if (props.visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  );
}
