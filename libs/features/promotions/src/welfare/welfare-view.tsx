import styled from 'styled-components';
import type { Paged } from '@h5/api-client';
import type { RedPacketInfo, RedPacketRecord } from '@h5/api-contract';
import { parseYuan, remainingGrabs } from '@h5/domain';
import { Amount, Card, DescriptionList, Inline, PagedList, Screen, Skeleton, Stack } from '@h5/ui-kit';
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

const Row = styled(Card)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;

  div {
    min-width: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.textTertiary};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function RecordRow({ record }: { record: RedPacketRecord }) {
  return (
    <Row as="dl">
      <div>
        <dt>{messages.welfare.rechargeAmount}</dt>
        <dd>
          <Amount fen={parseYuan(record.money)} size="sm" />
        </dd>
      </div>
      <div>
        <dt>{messages.welfare.packetAmount}</dt>
        <dd>
          <Amount fen={parseYuan(record.redpacketmoney)} size="sm" tone="danger" />
        </dd>
      </div>
      <div>
        <dt>{messages.welfare.rechargeTime}</dt>
        <dd>{record.created_at}</dd>
      </div>
      <div>
        <dt>{messages.welfare.claimTime}</dt>
        <dd>{record.usetime ?? '—'}</dd>
      </div>
    </Row>
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
