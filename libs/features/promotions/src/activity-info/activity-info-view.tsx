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
  const action = loggedIn ? (
    <Button block loading={applying} onClick={onApply}>
      {messages.activityInfo.apply}
    </Button>
  ) : (
    <Button block onClick={onLogin}>
      {messages.activityInfo.goLogin}
    </Button>
  );
  return (
    <Screen banner title={messages.activityInfo.title} onBack={onBack} footer={activity && !loading && !failed ? action : undefined}>
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
        </>
      )}
    </Screen>
  );
}
