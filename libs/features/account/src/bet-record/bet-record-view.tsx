import type { BetRecord } from '@h5/api-contract';
import { betStatus, parseSignedYuan, parseYuan, type DateFilter } from '@h5/domain';
import { Amount, Card, PagedList, type PickerOption, RecordFilters, Screen, StatusTag } from '@h5/ui-kit';
import styled from 'styled-components';
import type { Paged } from '@h5/api-client';
import { messages } from '../messages';

export interface BetRecordViewProps {
  platforms: ReadonlyArray<PickerOption<string>>;
  platform: string;
  onPlatform: (platname: string) => void;
  date: DateFilter;
  onDate: (date: DateFilter) => void;
  bets: Paged<BetRecord>;
  /** Changes with the filters, so the list starts over. */
  listKey: string;
  onBack: () => void;
}

const Row = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Order = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  overflow-wrap: anywhere;
`;

const Game = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Figures = styled.dl`
  display: flex;
  grid-column: 1 / -1;
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0;

  div {
    min-width: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textTertiary};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }

  dd {
    margin: 0;
  }
`;

const Time = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textTertiary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

function BetRow({ bet }: { bet: BetRecord }) {
  const status = betStatus(bet.status);
  const payout = parseSignedYuan(bet.win_loss);
  return (
    <Row>
      <Game>{bet.Code}</Game>
      <StatusTag label={status.label} tone={status.tone} />
      <Order>
        {messages.orderNo}：{bet.bet_id}
      </Order>
      <Figures>
        <div>
          <dt>{messages.betAmount}</dt>
          <dd>
            <Amount fen={parseYuan(bet.bet_amount)} size="sm" />
          </dd>
        </div>
        <div>
          <dt>{messages.payout}</dt>
          <dd>
            <Amount fen={payout} size="sm" signed tone={payout !== null && payout > 0 ? 'success' : payout !== null && payout < 0 ? 'danger' : 'default'} />
          </dd>
        </div>
      </Figures>
      <Time>{bet.created_at}</Time>
    </Row>
  );
}

/** /betRecord (投注记录). */
export function BetRecordView({ platforms, platform, onPlatform, date, onDate, bets, listKey, onBack }: BetRecordViewProps) {
  return (
    <Screen
      title={messages.betRecordTitle}
      onBack={onBack}
      sticky={
        <RecordFilters
          platforms={platforms}
          platform={platform}
          onPlatformChange={onPlatform}
          date={date}
          onDateChange={onDate}
          labels={{ platform: messages.platform, date: messages.date, pickPlatform: messages.pickPlatform }}
        />
      }
    >
      <PagedList
        key={listKey}
        items={bets.items}
        page={bets.page}
        lastPage={bets.lastPage}
        total={bets.total}
        loadMore={bets.loadMore}
        getKey={(bet) => bet.bet_id}
        renderItem={(bet) => <BetRow bet={bet} />}
      />
    </Screen>
  );
}
