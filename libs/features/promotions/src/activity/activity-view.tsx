import styled from 'styled-components';
import type { ActivitySummary, ActivityType } from '@h5/api-contract';
import { CardLink, EmptyState, Screen, Skeleton, Stack, Tabs, Text } from '@h5/ui-kit';
import { ActivityBanner } from '../components/activity-banner';
import { messages } from '../messages';
import { ALL_TAB } from './use-activity';
import type { AnchorHTMLAttributes } from 'react';

export interface ActivityViewProps {
  types: readonly ActivityType[];
  tab: string;
  onTab: (key: string) => void;
  /** Undefined until the first answer. */
  activities: readonly ActivitySummary[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The link of an activity's row to its detail (/activityInfo). */
  detailLink: (id: number) => Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

const End = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Placeholders sized like two banners, so nothing jumps when the list arrives. */
function Loading() {
  return (
    <Stack as="ul" $gap="md" aria-label={messages.activity.title}>
      {[0, 1].map((i) => (
        <li key={i}>
          <Skeleton height={128} />
          <Skeleton width="60%" height={18} />
        </li>
      ))}
    </Stack>
  );
}

/** /activity (优惠活动). */
export function ActivityView({ types, tab, onTab, activities, loading, failed, onRetry, detailLink }: ActivityViewProps) {
  const tabs = [{ key: ALL_TAB, title: messages.activity.all }, ...types.map((t) => ({ key: String(t.id), title: t.name }))];
  return (
    <Screen banner title={messages.activity.title} sticky={<Tabs items={tabs} activeKey={tab} onChange={onTab} stretch={false} />}>
      {failed ? (
        <EmptyState variant="error" onRetry={onRetry} />
      ) : loading || !activities ? (
        <Loading />
      ) : activities.length === 0 ? (
        <EmptyState variant="empty" />
      ) : (
        <>
          <Stack as="ul" $gap="md">
            {activities.map((a) => (
              <li key={a.id}>
                {/* Flat, its corners cutting the banner's. */}
                <CardLink $flat $padding={0} $radius="md" {...detailLink(a.id)}>
                  <ActivityBanner src={a.banner} alt="" width={750} height={300} />
                  <Text $padding={['sm', 'md']} $size="md" $breakAnywhere>
                    {a.title}
                  </Text>
                </CardLink>
              </li>
            ))}
          </Stack>
          <End>{messages.activity.end}</End>
        </>
      )}
    </Screen>
  );
}
