import styled from 'styled-components';
import { useLogout } from '@h5/api-client';
import { parseSignedYuan } from '@h5/domain';
import { Amount, Dialog } from '@h5/ui-kit';
import { messages } from './messages';
import { useRealityCheck } from './use-reality-check';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: ${({ theme }) => theme.space.sm}px 0 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

const agree = () => Promise.resolve(true);

/**
 * The reality check (docs/api.md, Player protection), shown over any screen while a member plays: the time since
 * login and this session's money, with 继续游戏 (until the next interval) and 退出登录.
 */
export function RealityCheck() {
  const { open, data, elapsedMinutes, acknowledge } = useRealityCheck();
  // The player chose 退出登录 in the dialog itself: no second question.
  const logout = useLogout(agree);
  if (!open || !data) return null;
  return (
    <Dialog
      role="alertdialog"
      title={messages.title}
      onClose={acknowledge}
      cancel={{
        label: messages.logout,
        onClick: () => {
          acknowledge();
          void logout();
        },
      }}
      confirm={{ label: messages.keepPlaying, onClick: acknowledge }}
    >
      <p>{messages.elapsed(elapsedMinutes)}</p>
      <p>{messages.summary}</p>
      <Figures>
        <dt>{messages.deposits}</dt>
        <dd>
          <Amount fen={parseSignedYuan(data.deposits)} size="sm" />
        </dd>
        <dt>{messages.withdrawals}</dt>
        <dd>
          <Amount fen={parseSignedYuan(data.withdrawals)} size="sm" />
        </dd>
        <dt>{messages.betsResult}</dt>
        <dd>
          <Amount fen={parseSignedYuan(data.bets_result)} size="sm" signed />
        </dd>
      </Figures>
    </Dialog>
  );
}
