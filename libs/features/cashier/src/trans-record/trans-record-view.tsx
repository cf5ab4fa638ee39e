import type { TransactionRecord } from '@h5/api-contract';
import { parseYuan, showsOrderNumber, transactionStatus, TRANSACTION_TYPES, type DateFilter, type TransactionType } from '@h5/domain';
import { Amount, Card, PagedList, PickerField, type PickerOption, RecordFilters, Screen, StatusTag } from '@h5/ui-kit';
import styled from 'styled-components';
import type { Paged } from '@h5/api-client';
import { messages } from '../messages';

export interface TransRecordViewProps {
  platforms: ReadonlyArray<PickerOption<string>>;
  platform: string;
  onPlatform: (platname: string) => void;
  date: DateFilter;
  onDate: (date: DateFilter) => void;
  type: TransactionType;
  onType: (type: TransactionType) => void;
  records: Paged<TransactionRecord>;
  /** Changes with the filters, so the list starts over. */
  listKey: string;
  onBack: () => void;
}

const TYPE_OPTIONS: ReadonlyArray<PickerOption<TransactionType>> = TRANSACTION_TYPES.map((t) => ({ value: t.value, label: t.label }));

const Filters = styled.div`
  background: ${({ theme }) => theme.colors.surface};

  > div:last-child {
    padding: 0 ${({ theme }) => theme.space.md}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Way = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Order = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  overflow-wrap: anywhere;
`;

const Time = styled.span`
  color: ${({ theme }) => theme.colors.textTertiary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

function RecordRow({ record, type }: { record: TransactionRecord; type: TransactionType }) {
  const status = transactionStatus(type, record.state);
  return (
    <Row>
      <Way>{record.pay_way}</Way>
      <StatusTag label={status.label} tone={status.tone} />
      {showsOrderNumber(type) && record.out_trade_no && (
        <Order>
          {messages.transRecord.orderNo}：{record.out_trade_no}
        </Order>
      )}
      <Time>{record.created_at}</Time>
      <Amount fen={parseYuan(record.amount)} size="sm" />
    </Row>
  );
}

/** /transRecord (交易记录): platform, date and type filters over the infinite list. */
export function TransRecordView(props: TransRecordViewProps) {
  const { records, type } = props;
  return (
    <Screen
      title={messages.transRecord.title}
      onBack={props.onBack}
      sticky={
        <Filters>
          <RecordFilters
            platforms={props.platforms}
            platform={props.platform}
            onPlatformChange={props.onPlatform}
            date={props.date}
            onDateChange={props.onDate}
            labels={{ platform: messages.transRecord.platform, date: messages.transRecord.date, pickPlatform: messages.transRecord.pickPlatform }}
          />
          <PickerField label={messages.transRecord.type} title={messages.transRecord.pickType} options={TYPE_OPTIONS} value={type} onChange={props.onType} />
        </Filters>
      }
    >
      <PagedList
        key={props.listKey}
        items={records.items}
        page={records.page}
        lastPage={records.lastPage}
        total={records.total}
        loadMore={records.loadMore}
        getKey={(record) => `${record.out_trade_no ?? ''}|${record.created_at}|${record.amount}|${record.pay_way}`}
        renderItem={(record) => <RecordRow record={record} type={type} />}
      />
    </Screen>
  );
}
