import type { Paged } from '@h5/api-client';
import type { RebateData, RebateRecord } from '@h5/api-contract';
import { parseYuan, rebateStatus, type DateFilter } from '@h5/domain';
import {
  Amount,
  Button,
  Card,
  DescriptionList,
  Inline,
  PagedList,
  type PickerOption,
  RecordDetail,
  RecordFilters,
  RecordRow,
  Screen,
  Stack,
  StatusTag,
} from '@h5/ui-kit';
import { messages } from '../messages';

export interface RebatesViewProps {
  totals: Pick<RebateData, 'jisuan' | 'nojisuan'> | null;
  claiming: boolean;
  onClaim: () => void;
  platforms: ReadonlyArray<PickerOption<string>>;
  platform: string;
  onPlatform: (platname: string) => void;
  date: DateFilter;
  onDate: (date: DateFilter) => void;
  rebates: Paged<RebateRecord>;
  /** Changes with the filters, so the list starts over (a claim refreshes it in place). */
  listKey: string;
  onBack: () => void;
}

function RebateRow({ rebate }: { rebate: RebateRecord }) {
  const status = rebateStatus(rebate.state);
  const claimed = Number(rebate.state) === 1;
  return (
    <RecordRow title={rebate.gamename} aside={<Amount fen={parseYuan(rebate.money)} size="sm" />}>
      {/* A row of its own: the tag keeps its width instead of filling the grid cell. */}
      <Inline>
        <StatusTag label={status.label} tone={status.tone} />
      </Inline>
      <RecordDetail>
        {rebate.created_at}
        {claimed && ` · ${messages.welfare.claimTime} ${rebate.updated_at}`}
      </RecordDetail>
    </RecordRow>
  );
}

/** /fanshui (返水中心). */
export function RebatesView(props: RebatesViewProps) {
  const { totals, claiming, onClaim, platforms, platform, onPlatform, date, onDate, rebates, listKey, onBack } = props;
  return (
    <Screen
      title={messages.fanshui.title}
      onBack={onBack}
      sticky={
        <RecordFilters
          platforms={platforms}
          platform={platform}
          onPlatformChange={onPlatform}
          date={date}
          onDateChange={onDate}
          labels={{ platform: messages.fanshui.platform, date: messages.fanshui.date, pickPlatform: messages.fanshui.pickPlatform }}
        />
      }
    >
      <Card>
        <Stack $gap="md">
          <DescriptionList
            columns={2}
            gap="md"
            spaced
            items={[
              {
                key: 'claimed',
                term: messages.fanshui.claimedTotal,
                detail: <Amount fen={totals ? parseYuan(totals.jisuan) : null} loading={!totals} size="lg" />,
              },
              {
                key: 'pending',
                term: messages.fanshui.pending,
                detail: <Amount fen={totals ? parseYuan(totals.nojisuan) : null} loading={!totals} size="lg" tone="danger" />,
              },
            ]}
          />
          <Button block loading={claiming} onClick={onClaim}>
            {messages.fanshui.claim}
          </Button>
        </Stack>
      </Card>
      <PagedList key={listKey} {...rebates} getKey={(rebate) => rebate.id} renderItem={(rebate) => <RebateRow rebate={rebate} />} />
    </Screen>
  );
}
