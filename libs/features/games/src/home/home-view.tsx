import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import type { Banner, GameListItem } from '@h5/api-contract';
import { Button } from '@h5/ui-kit';
import { messages } from '../messages';
import { AppDownloadCard } from './app-download-card';
import { BannerCarousel } from './banner-carousel';
import { GameCategories } from './game-categories';
import { HomeSkeleton } from './home-skeleton';
import { LazyEmptyState } from './lazy-empty-state';
import { NoticeBar } from './notice-bar';
import { QuickActions } from './quick-actions';
import type { HomeLinks } from './link-to';
import type { BannersState } from './use-home';
import type { CategoryId, GamesByCategory } from '../components/categories';

// Only a tap on the notice bar needs the modal, and the red packet waits for the app info
// switch anyway, so both stay off the first paint of / (its bundle budget is tight).
const NoticeModal = lazy(() => import('./notice-modal').then((m) => ({ default: m.NoticeModal })));
const RedPacketButton = lazy(() => import('./red-packet-button').then((m) => ({ default: m.RedPacketButton })));

export interface HomeViewProps {
  /** The banner list once non-empty; nothing else shows before it (spec, Home). */
  banners: readonly Banner[] | null;
  bannersState: BannersState;
  onRetryBanners: () => void;
  /** null while loading. */
  notices: readonly string[] | null;
  /** Whether the notice line scrolls (still until start-up is over; default true). */
  noticesScrolling?: boolean;
  redPacketOn: boolean;
  /**
   * The game list leaves the red packet's lane (the switch is on), from the first paint on, even
   * before the float itself comes (redPacketOn): the cards keep one width. Defaults to redPacketOn.
   */
  redPacketLane?: boolean;
  games: GamesByCategory | null;
  gamesFailed: boolean;
  onRetryGames: () => void;
  onOpenGame: (game: GameListItem) => void;
  openingKey?: string | null;
  initialCategory?: CategoryId;
  /** The app card's, the quick buttons' and the slot entries' links: the page makes them (useHomeLinks). */
  links: HomeLinks;
}

// Home's blocks in one column, md apart and md from the sides (the game list leaves the red
// packet its lane on the right when it is on); without banners, the state centred lower down.
const Page = styled.div<{ $state?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px ${theme.space.xl}px`};
  overflow-x: hidden;
  /* Clips sideways like hidden without making the page a scroll container: the red packet's
     sticky float beside the game list follows the window's scroll. */
  overflow-x: clip;
  ${({ theme, $state }) => $state && `align-items: center; gap: 0; padding: ${theme.space.xxl * 2}px 0 0;`}
`;

export function HomeView(props: HomeViewProps) {
  const { banners, bannersState, onRetryBanners, notices, noticesScrolling = true, redPacketOn, redPacketLane = redPacketOn } = props;
  const [noticeOpen, setNoticeOpen] = useState(false);
  const closeNotice = useCallback(() => setNoticeOpen(false), []);

  if (!banners) {
    if (bannersState === 'loading') return <HomeSkeleton />;
    return (
      <Page $state>
        {bannersState === 'failed' ? (
          <LazyEmptyState variant="error" text={messages.homeFailed} onRetry={onRetryBanners} retryLabel={messages.retry} />
        ) : (
          <>
            <LazyEmptyState variant="empty" text={messages.homeEmpty} />
            <Button variant="ghost" onClick={onRetryBanners}>
              {messages.retry}
            </Button>
          </>
        )}
      </Page>
    );
  }

  return (
    <Page>
      {/* Each boundary is hydrated and committed on its own (the server's HTML stays on screen
          meanwhile), so the page's start-up work comes in short tasks, not one long one. */}
      <Suspense fallback={null}>
        <BannerCarousel banners={banners} />
      </Suspense>
      <Suspense fallback={null}>
        <NoticeBar notices={notices} onOpen={() => setNoticeOpen(true)} scrolling={noticesScrolling} />
        <AppDownloadCard link={props.links.app} />
        <QuickActions links={props.links} />
      </Suspense>
      <Suspense fallback={null}>
        <GameCategories
          games={props.games}
          failed={props.gamesFailed}
          onRetry={props.onRetryGames}
          onOpenGame={props.onOpenGame}
          openingKey={props.openingKey}
          initialCategory={props.initialCategory}
          floatLane={redPacketLane}
          conciseLinks={props.links.concise}
          float={<Suspense fallback={null}>{redPacketOn && <RedPacketButton />}</Suspense>}
        />
      </Suspense>
      <Suspense fallback={null}>{noticeOpen && <NoticeModal notices={notices ?? []} onClose={closeNotice} />}</Suspense>
    </Page>
  );
}
