import styled from 'styled-components';
import type { VipLevel } from '@h5/api-contract';
import { parseYuan, VIP_LABELS, VIP_LEVELS, VIP_RULES, vipAchievementLabel, vipEntryFor, vipProgressFromYuan } from '@h5/domain';
import { Amount, Card, DescriptionList, EmptyState, Screen, Section, Skeleton, StatusTag, Tabs, VipBadge } from '@h5/ui-kit';
import { RuleList } from '../components/rule-list';
import { messages } from '../messages';
import { useSwipe } from './use-swipe';

export interface VipViewProps {
  /** Undefined until the list loads: nothing is shown before. */
  levels: readonly VipLevel[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** 0 for visitors. */
  memberLevel: number;
  paysum: string | number;
  level: number;
  onLevel: (level: number) => void;
  onBack: () => void;
}

const KINDS = ['realperson', 'sport', 'e_sport', 'joker', 'electron', 'lottery'] as const;

const LevelCard = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  touch-action: pan-y;
  user-select: none;
`;

const LevelName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
`;

const Progress = styled.div`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Track = styled.div`
  height: 8px;
  margin-top: ${({ theme }) => theme.space.xs}px;
  overflow: hidden;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  text-align: center;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px 2px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }

  tr[aria-current='true'] td {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

// The badge is decorative in the tab: its title already says the level.
const tabs = Array.from({ length: VIP_LEVELS }, (_, i) => ({
  key: String(i + 1),
  title: `VIP${i + 1}`,
  icon: <VipBadge level={i + 1} size={28} decorative />,
}));

/** /vip (VIP特权). */
export function VipView({ levels, failed, onRetry, memberLevel, paysum, level, onLevel, onBack }: VipViewProps) {
  const swipe = useSwipe((direction) => onLevel(level + direction));
  const entry = levels ? vipEntryFor(levels, level) : null;
  const achieved = vipAchievementLabel(memberLevel, level);
  const percent = entry ? vipProgressFromYuan(paysum, entry.recharge) : 0;
  return (
    <Screen
      title={messages.vip.title}
      onBack={onBack}
      sticky={levels && <Tabs items={tabs} activeKey={String(level)} onChange={(key) => onLevel(Number(key))} stretch={false} />}
    >
      {failed ? (
        <EmptyState variant="error" onRetry={onRetry} />
      ) : !levels ? (
        <>
          <Skeleton height={62} />
          <Skeleton height={140} />
          <Skeleton lines={8} />
        </>
      ) : (
        <>
          <LevelCard {...swipe} data-testid="vip-card">
            <VipBadge level={level} size={52} decorative />
            <LevelName>{`VIP${level}`}</LevelName>
            <StatusTag label={achieved} tone={achieved === VIP_LABELS.achieved ? 'success' : 'default'} />
            <DescriptionList
              items={[
                {
                  key: 'deposit',
                  term: messages.vip.cumulativeDeposit,
                  detail: <Amount fen={entry ? parseYuan(entry.recharge) : null} size="sm" />,
                },
                { key: 'turnover', term: messages.vip.turnover, detail: <Amount fen={entry ? parseYuan(entry.flow) : null} size="sm" /> },
              ]}
            />
            <Progress>
              {messages.vip.progress} {percent}%
              <Track role="progressbar" aria-label={messages.vip.progress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                <Fill $percent={percent} />
              </Track>
            </Progress>
          </LevelCard>
          <Section title={messages.vip.rebateTable}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{messages.vip.level}</th>
                  {KINDS.map((kind) => (
                    <th key={kind} scope="col">
                      {messages.vip.kinds[kind]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {levels.map((row, i) => (
                  <tr key={row.id} aria-current={i + 1 === level ? 'true' : undefined}>
                    <td>{`VIP${i + 1}`}</td>
                    {KINDS.map((kind) => (
                      <td key={kind}>{`${row[kind]}%`}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Section>
          <Section title={messages.vip.rules}>
            <RuleList rules={VIP_RULES} />
          </Section>
        </>
      )}
    </Screen>
  );
}
