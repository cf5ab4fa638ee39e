import type { Paged } from '@h5/api-client';
import type { TransactionRecord } from '@h5/api-contract';
import { parseYuan, showsOrderNumber, transactionStatus, TRANSACTION_TYPES, type DateFilter, type TransactionType } from '@h5/domain';
import { Amount, PagedList, type PickerOption, RecordDetail, RecordFilters, RecordRow, Screen, StatusTag } from '@h5/ui-kit';
import { messages } from '../messages';

export interface TransRecordViewProps {
  platforms: ReadonlyArray<PickerOption<string>>;
  platform: string;
  onPlatform: (platname: string) => void;
  date: DateFilter;
  onDate: (date: DateFilter) => void;
  type: TransactionType;
  /** The types offered; a withdraw-only session (docs/api.md, Player protection) is offered withdrawals alone. */
  types?: ReadonlyArray<{ readonly value: TransactionType; readonly label: string }>;
  onType: (type: TransactionType) => void;
  records: Paged<TransactionRecord>;
  /** Changes with the filters, so the list starts over. */
  listKey: string;
  onBack: () => void;
}

function TransactionRow({ record, type }: { record: TransactionRecord; type: TransactionType }) {
  const status = transactionStatus(type, record.state);
  return (
    <RecordRow title={record.pay_way} aside={<StatusTag label={status.label} tone={status.tone} />}>
      {showsOrderNumber(type) && record.out_trade_no && (
        <RecordDetail tone="secondary">{messages.transRecord.orderNo(record.out_trade_no)}</RecordDetail>
      )}
      {record.refuse_reason && <RecordDetail tone="secondary">{messages.transRecord.refuseReason(record.refuse_reason)}</RecordDetail>}
      <RecordDetail half>{record.created_at}</RecordDetail>
      <Amount fen={parseYuan(record.amount)} size="sm" />
    </RecordRow>
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
        <RecordFilters
          platforms={props.platforms}
          platform={props.platform}
          onPlatformChange={props.onPlatform}
          date={props.date}
          onDateChange={props.onDate}
          labels={{
            platform: messages.transRecord.platform,
            date: messages.transRecord.date,
            pickPlatform: messages.transRecord.pickPlatform,
          }}
          extra={{
            label: messages.transRecord.type,
            title: messages.transRecord.pickType,
            options: props.types ?? TRANSACTION_TYPES,
            value: type,
            onChange: props.onType,
          }}
        />
      }
    >
      <PagedList
        key={props.listKey}
        {...records}
        getKey={(record) => `${record.out_trade_no ?? ''}|${record.created_at}|${record.amount}|${record.pay_way}`}
        renderItem={(record) => <TransactionRow record={record} type={type} />}
      />
    </Screen>
  );
}
