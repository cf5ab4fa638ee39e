import { Button, Grid, InlineAlert } from '@h5/ui-kit';
import { messages } from '../messages';

export interface WithdrawOnlyNoticeProps {
  /** The end of the member's time-out or self-exclusion (Beijing time, as the server wrote it). */
  until: string;
  onRecords: () => void;
  onLogout: () => void;
}

/**
 * On /withdrawal in a withdraw-only session (docs/api.md, Player protection): why only this is open, and the other
 * two things the session can do: the withdrawals' records and logging out. The shell's menu
 * offers nothing more and every other route comes back here.
 */
export function WithdrawOnlyNotice({ until, onRecords, onLogout }: WithdrawOnlyNoticeProps) {
  return (
    <div>
      <InlineAlert tone="info">{messages.withdrawal.withdrawOnly.notice(until)}</InlineAlert>
      <Grid $columns={2} $gap="sm" $spaceAbove="sm">
        <Button variant="ghost" onClick={onRecords}>
          {messages.withdrawal.withdrawOnly.records}
        </Button>
        <Button variant="ghost" onClick={onLogout}>
          {messages.withdrawal.withdrawOnly.logout}
        </Button>
      </Grid>
    </div>
  );
}
