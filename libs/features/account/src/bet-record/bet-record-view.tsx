import type { Paged } from '@h5/api-client';
import type { BetRecord } from '@h5/api-contract';
import { betStatus, parseSignedYuan, parseYuan, type DateFilter } from '@h5/domain';
import {
  Amount,
  DescriptionList,
  PagedList,
  type PickerOption,
  RecordDetail,
  RecordFilters,
  RecordRow,
  Screen,
  StatusTag,
} from '@h5/ui-kit';
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

function BetRow({ bet }: { bet: BetRecord }) {
  const status = betStatus(bet.status);
  const payout = parseSignedYuan(bet.win_loss);
  return (
    <RecordRow title={bet.Code} aside={<StatusTag label={status.label} tone={status.tone} />}>
      <RecordDetail tone="secondary" half>
        {messages.betRecord.orderNo(bet.bet_id)}
      </RecordDetail>
      <DescriptionList
        items={[
          { key: 'bet', term: messages.betRecord.betAmount, detail: <Amount fen={parseYuan(bet.bet_amount)} size="sm" /> },
          {
            key: 'payout',
            term: messages.betRecord.payout,
            detail: (
              <Amount
                fen={payout}
                size="sm"
                signed
                tone={payout !== null && payout > 0 ? 'success' : payout !== null && payout < 0 ? 'danger' : 'default'}
              />
            ),
          },
        ]}
      />
      <RecordDetail>{bet.created_at}</RecordDetail>
    </RecordRow>
  );
}

/** /betRecord (投注记录). */
export function BetRecordView({ platforms, platform, onPlatform, date, onDate, bets, listKey, onBack }: BetRecordViewProps) {
  return (
    <Screen
      title={messages.betRecord.title}
      onBack={onBack}
      sticky={
        <RecordFilters
          platforms={platforms}
          platform={platform}
          onPlatformChange={onPlatform}
          date={date}
          onDateChange={onDate}
          labels={{ platform: messages.betRecord.platform, date: messages.betRecord.date, pickPlatform: messages.betRecord.pickPlatform }}
        />
      }
    >
      <PagedList key={listKey} {...bets} getKey={(bet) => bet.bet_id} renderItem={(bet) => <BetRow bet={bet} />} />
    </Screen>
  );
}
