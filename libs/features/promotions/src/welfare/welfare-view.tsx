import styled from 'styled-components';
import type { Paged } from '@h5/api-client';
import type { RedPacketInfo, RedPacketRecord } from '@h5/api-contract';
import { parseYuan, remainingGrabs } from '@h5/domain';
import { Amount, Card, DescriptionList, Inline, PagedList, Screen, Skeleton, Stack, Text } from '@h5/ui-kit';
import { messages } from '../messages';
import type { AnchorHTMLAttributes } from 'react';

export interface WelfareViewProps {
  info: RedPacketInfo | undefined;
  records: Paged<RedPacketRecord>;
  onBack: () => void;
  /** 抢红包: to /hongbao. */
  redPacketsLink: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

const ToRedPackets = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  text-decoration: none;
  white-space: nowrap;
`;

function RecordRow({ record }: { record: RedPacketRecord }) {
  return (
    // A step (sm) under each card; the details in sm type, their terms in xs (DescriptionList).
    <Stack $padding={[0, 0, 'sm']}>
      <Card>
        <Text as="div" $size="sm">
          <DescriptionList
            columns={2}
            gap="md"
            rowGap="xs"
            items={[
              { term: messages.welfare.rechargeAmount, detail: <Amount fen={parseYuan(record.money)} size="sm" /> },
              { term: messages.welfare.packetAmount, detail: <Amount fen={parseYuan(record.redpacketmoney)} size="sm" tone="danger" /> },
              { term: messages.welfare.rechargeTime, detail: record.created_at },
              { term: messages.welfare.claimTime, detail: record.usetime ?? '—' },
            ]}
          />
        </Text>
      </Card>
    </Stack>
  );
}

/** /welfare (福利中心). */
export function WelfareView({ info, records, onBack, redPacketsLink }: WelfareViewProps) {
  return (
    <Screen title={messages.welfare.title} onBack={onBack}>
      <Card>
        <Inline $gap="md">
          <Stack $grow>
            <DescriptionList
              columns={2}
              gap="md"
              figures
              items={[
                { term: messages.hongbao.remaining, detail: info ? remainingGrabs(info.sendnums) : <Skeleton width={32} height={24} /> },
                {
                  term: messages.welfare.claimedCount,
                  detail: info ? remainingGrabs(info.acquirednum) : <Skeleton width={32} height={24} />,
                },
              ]}
            />
          </Stack>
          <ToRedPackets {...redPacketsLink}>{messages.welfare.toRedPackets}</ToRedPackets>
        </Inline>
      </Card>
      <PagedList {...records} getKey={(record) => record.id} renderItem={(record) => <RecordRow record={record} />} />
    </Screen>
  );
}
