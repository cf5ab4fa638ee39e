import type { Paged } from '@h5/api-client';
import type { SiteMessage } from '@h5/api-contract';
import type { MessageTab } from '@h5/routing';
import { Card, EmptyState, PagedList, RichHtml, Screen, Skeleton, Stack, Tabs, Text } from '@h5/ui-kit';
import { messages } from '../messages';
import type { ReactNode } from 'react';

export interface MessageViewProps {
  tab: MessageTab;
  onTab: (tab: MessageTab) => void;
  notices: readonly string[] | undefined;
  noticesFailed: boolean;
  onRetryNotices: () => void;
  letters: Paged<SiteMessage>;
}

/** A row of the lists: a card with a step (md) under it. */
function Item({ children, article, testId }: { children: ReactNode; article?: boolean; testId?: string }) {
  return (
    <Stack $padding={[0, 0, 'md']}>
      <Card as={article ? 'article' : 'div'} data-testid={testId}>
        {children}
      </Card>
    </Stack>
  );
}

// Built when rendering, not when this module loads: the titles are then in the chosen language,
// which is written onto the messages after the module has loaded (docs/i18n.md).
const tabItems = () =>
  [
    { key: '1', title: messages.message.tabs.notices },
    { key: '2', title: messages.message.tabs.letters },
  ] as const;

/** /message: the shell draws the back header (消息); the screen is the tabs and the lists. */
export function MessageView({ tab, onTab, notices, noticesFailed, onRetryNotices, letters }: MessageViewProps) {
  return (
    <Screen sticky={<Tabs items={tabItems()} activeKey={String(tab) as '1' | '2'} onChange={(key) => onTab(Number(key) as MessageTab)} />}>
      {tab === 1 ? (
        noticesFailed ? (
          <EmptyState variant="error" onRetry={onRetryNotices} />
        ) : !notices ? (
          <Item testId="notices-skeleton">
            <Skeleton lines={3} />
          </Item>
        ) : (
          <>
            {notices.map((text, index) => (
              <Item key={index}>
                <Text $tone="default" $size="sm" $leading="normal" $breakAnywhere>
                  {text}
                </Text>
              </Item>
            ))}
            <EmptyState variant="noMore" />
          </>
        )
      ) : (
        <PagedList
          items={letters.items}
          page={letters.page}
          lastPage={letters.lastPage}
          total={letters.total}
          loadMore={letters.loadMore}
          emptyText={messages.message.noMore}
          getKey={(letter) => letter.id}
          renderItem={(letter) => (
            <Item article>
              <Text as="h2" $size="md" $breakAnywhere $padding={[0, 0, 'sm']}>
                {letter.title}
              </Text>
              <RichHtml html={letter.content} />
              <Text $spaceAbove="sm" $tone="tertiary" $size="xs">
                {letter.created_at}
              </Text>
            </Item>
          )}
        />
      )}
    </Screen>
  );
}
