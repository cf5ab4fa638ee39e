// Loaded by register-worker.ts only when a new build's worker waits: the dialog's code (ui-kit's
// confirm, its overlay history) was ~4 kB more in every page's first 5 s when the registration
// carried it (docs/performance.md, "Start-up cost by feature").
import { translated } from '@h5/domain';
import { confirm } from '@h5/ui-kit';
import { catalogue } from './locales';
import { pwaMessages } from './messages';

/** 新版本可用: whether to move to the new build now; its texts in the active language first. */
export async function askToUpdate(): Promise<boolean> {
  await translated({ catalogue });
  return confirm({
    title: pwaMessages.updateTitle,
    content: pwaMessages.updateContent,
    confirmText: pwaMessages.updateNow,
    cancelText: pwaMessages.updateLater,
  });
}
