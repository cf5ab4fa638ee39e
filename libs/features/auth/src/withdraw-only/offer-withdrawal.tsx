import { confirm } from '@h5/ui-kit';
import { messages } from './messages';

/** The dialog after a refused login in a time-out or self-exclusion: the refusal, what is still possible, 取款 or 关闭. */
export function offerWithdrawal(refusal: string): Promise<boolean> {
  return confirm({
    title: messages.title,
    content: (
      <>
        <p>{refusal}</p>
        <p>{messages.explanation}</p>
      </>
    ),
    confirmText: messages.withdraw,
    cancelText: messages.close,
  });
}
