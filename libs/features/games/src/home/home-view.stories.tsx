import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { CONCISE_TABS, links, ROUTES } from '@h5/routing';
import { promoBannersFixture, providerLogoFor } from '@h5/test-utils';
import { HomeView } from './home-view';
import { NoticeModalView } from './notice-modal';
import { gameKey, groupGames } from '../components/categories';
import { gameListFixture, longNoticesFixture, noticesFixture } from '../test/fixtures';
import type { HomeLinks } from './link-to';
import type { Meta, StoryObj } from '@storybook/react-vite';

// Provider tiles with their generated logos (the API's img_url), banners as Chinese promotions.
const games = groupGames(gameListFixture.map((game) => ({ ...game, img_url: providerLogoFor(game.platform_name) })));

const meta = {
  title: 'Features/Games/Home',
  component: HomeView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    banners: promoBannersFixture,
    bannersState: 'ready',
    onRetryBanners: fn(),
    notices: noticesFixture,
    redPacketOn: true,
    games,
    gamesFailed: false,
    onRetryGames: fn(),
    onOpenGame: fn(),
    openingKey: null,
    links: {
      app: { href: `#${ROUTES.app}` },
      recharge: { href: `#${ROUTES.recharge}` },
      transfer: { href: `#${ROUTES.transfer}` },
      withdrawal: { href: `#${ROUTES.withdrawal}` },
      vip: { href: `#${ROUTES.vip}` },
      concise: Object.fromEntries(CONCISE_TABS.map((tab) => [tab, { href: `#${links.concise(tab)}` }])) as HomeLinks['concise'],
    },
  },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: tapping a venue says 请登录！ (the container decides; here it is an action). */
export const Visitor: Story = {};

/** A member who just tapped AG真人: its URL is on the way. */
export const Member: Story = {
  args: { openingKey: gameKey(games.realbet[0]) },
};

/** Nothing but the page's shape until the banner list arrives. */
export const Loading: Story = { args: { banners: null, bannersState: 'loading', notices: null, games: null } };

export const Error: Story = { args: { banners: null, bannersState: 'failed', games: null } };

/** The banner call answered an empty list: the page stays hidden. */
export const NoBanners: Story = { args: { banners: null, bannersState: 'empty' } };

export const GamesLoading: Story = { args: { games: null } };

export const GamesError: Story = { args: { games: null, gamesFailed: true } };

export const EmptyCategory: Story = {
  args: { games: { ...games, lottery: [] }, initialCategory: 'lottery' },
};

/** The slot category: four fixed /concise entries above its playable venues. */
export const SlotCategory: Story = { args: { initialCategory: 'concise' } };

export const RedPacketOff: Story = { args: { redPacketOn: false } };

export const LongText: Story = { args: { notices: longNoticesFixture } };

/** The first screen during start-up: the notice line stands still, cut with an ellipsis. */
export const NoticeStill: Story = { args: { notices: longNoticesFixture, noticesScrolling: false } };

export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
};

/** The modal a tap on the notice bar opens (a visitor, or a member with nothing unread). */
export const NoticeModalOpen: Story = {
  render: (args) => (
    <>
      <HomeView {...args} />
      <NoticeModalView notices={longNoticesFixture} unread={null} onClose={fn()} moreLink={{ href: `#${links.message()}` }} />
    </>
  ),
};

/** A member with site messages not yet read: their count on the button to the 站内信 tab. */
export const NoticeModalUnread: Story = {
  render: (args) => (
    <>
      <HomeView {...args} />
      <NoticeModalView notices={longNoticesFixture} unread={3} onClose={fn()} moreLink={{ href: `#${links.message(2)}` }} />
    </>
  ),
};
