import styled from 'styled-components';
import type { Activity } from '@h5/api-contract';
import { Button, EmptyState, RichHtml, Screen, Section, Skeleton, Text } from '@h5/ui-kit';
import { ActivityBanner } from '../components/activity-banner';
import { messages } from '../messages';

export interface ActivityInfoViewProps {
  activity: Activity | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  loggedIn: boolean;
  applying: boolean;
  onApply: () => void;
  onLogin: () => void;
  onBack: () => void;
}

/** Room under the content for the fixed button. */
const Spacer = styled.div`
  height: ${({ theme }) => theme.layout.touchTarget + theme.space.lg * 2}px;
`;

const Bottom = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.navBar};
  max-width: ${({ theme }) => theme.layout.maxContentWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** /activityInfo?id: banner, title, details (content) and rules (memo), then the fixed action. */
export function ActivityInfoView({
  activity,
  loading,
  failed,
  onRetry,
  loggedIn,
  applying,
  onApply,
  onLogin,
  onBack,
}: ActivityInfoViewProps) {
  return (
    <Screen banner title={messages.activityInfo.title} onBack={onBack}>
      {failed ? (
        <EmptyState variant="error" onRetry={onRetry} />
      ) : loading ? (
        <>
          <Skeleton height={128} />
          <Skeleton lines={6} />
        </>
      ) : !activity ? (
        <EmptyState variant="empty" />
      ) : (
        <>
          <ActivityBanner $rounded src={activity.banner} alt="" width={750} height={300} />
          <Text as="h2" $size="lg" $breakAnywhere>
            {activity.title}
          </Text>
          <Section title={messages.activityInfo.details}>
            <RichHtml html={activity.content} />
          </Section>
          <Section title={messages.activityInfo.rules}>
            <RichHtml html={activity.memo} />
          </Section>
          <Spacer />
          <Bottom>
            {loggedIn ? (
              <Button block loading={applying} onClick={onApply}>
                {messages.activityInfo.apply}
              </Button>
            ) : (
              <Button block onClick={onLogin}>
                {messages.activityInfo.goLogin}
              </Button>
            )}
          </Bottom>
        </>
      )}
    </Screen>
  );
}
