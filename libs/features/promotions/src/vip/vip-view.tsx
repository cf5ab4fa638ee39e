import styled from 'styled-components';
import type { VipLevel } from '@h5/api-contract';
import { parseYuan, VIP_LABELS, VIP_LEVELS, VIP_RULES, vipAchievementLabel, vipEntryFor, vipProgressFromYuan } from '@h5/domain';
import {
  Amount,
  Card,
  DataTable,
  DescriptionList,
  EmptyState,
  Inline,
  ProgressBar,
  Screen,
  Section,
  Skeleton,
  Stack,
  StatusTag,
  Tabs,
  Text,
  VipBadge,
} from '@h5/ui-kit';
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

// Swiped sideways to the next level: the page still scrolls up and down, no text gets selected.
const LevelCard = styled(Card)`
  touch-action: pan-y;
  user-select: none;
`;

// The badge is decorative in the tab: its title already says the level.
const tabs = Array.from({ length: VIP_LEVELS }, (_, i) => ({
  key: String(i + 1),
  title: `VIP${i + 1}`,
  icon: <VipBadge level={i + 1} size={28} decorative />,
}));

/**
 * The member's way up (docs/product.md §4 VIP progress): to the level shown when it is above theirs, else to
 * the next one; null at the top level. Deposits only: the member's turnover is not in the answer.
 */
function memberProgress(levels: readonly VipLevel[], memberLevel: number, shown: number, paysum: string | number) {
  const paid = parseYuan(paysum) ?? 0;
  const target = shown > memberLevel ? shown : memberLevel < VIP_LEVELS ? memberLevel + 1 : null;
  const entry = target === null ? null : vipEntryFor(levels, target);
  if (target === null || !entry) return { paid, target: null, left: 0, percent: 100 };
  const needed = parseYuan(entry.recharge) ?? 0;
  return { paid, target, left: Math.max(0, needed - paid), percent: vipProgressFromYuan(paysum, entry.recharge) };
}

/** /vip (VIP特权). */
export function VipView({ levels, failed, onRetry, memberLevel, paysum, level, onLevel, onBack }: VipViewProps) {
  const swipe = useSwipe((direction) => onLevel(level + direction));
  const entry = levels ? vipEntryFor(levels, level) : null;
  const achieved = vipAchievementLabel(memberLevel, level);
  const progress = levels && memberLevel > 0 ? memberProgress(levels, memberLevel, level, paysum) : null;
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
            <Stack $gap="sm">
              <Inline $gap="md">
                <VipBadge level={level} size={52} decorative />
                <Stack $grow>
                  <Text as="h2" $size="lg">{`VIP${level}`}</Text>
                </Stack>
                <StatusTag label={achieved} tone={achieved === VIP_LABELS.achieved ? 'success' : 'default'} />
              </Inline>
              {/* The level's requirements, captioned as such: not the member's own figures. */}
              <Text as="div" $size="xs" $tone="secondary">
                {messages.vip.requirement(level)}
              </Text>
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
              {progress && (
                <Text as="div" $size="xs" $tone="secondary" data-testid="vip-progress">
                  <DescriptionList
                    items={[
                      { key: 'mine', term: messages.vip.myDeposit, detail: <Amount fen={progress.paid} size="sm" /> },
                      progress.target === null
                        ? { key: 'top', term: messages.vip.topLevel, detail: '' }
                        : { key: 'left', term: messages.vip.toLevel(progress.target), detail: <Amount fen={progress.left} size="sm" /> },
                    ]}
                  />
                  {progress.target !== null && (
                    <>
                      {messages.vip.progress} {progress.percent}%
                      <ProgressBar percent={progress.percent} label={messages.vip.progressTo(progress.target)} />
                    </>
                  )}
                </Text>
              )}
            </Stack>
          </LevelCard>
          <Section title={messages.vip.rebateTable}>
            <DataTable $size="xs" $cellPadding={['xs', 'xxs']}>
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
            </DataTable>
          </Section>
          <Section title={messages.vip.rules}>
            <RuleList rules={VIP_RULES} />
          </Section>
        </>
      )}
    </Screen>
  );
}
