import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { ConciseView } from './concise-view';
import { conciseGameKey } from '../components/categories';
import { conciseGamesFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const obGames = conciseGamesFixture('obgdy');

const meta = {
  title: 'Features/Games/Concise',
  component: ConciseView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    tab: 'obgdy',
    onSelectTab: fn(),
    games: obGames,
    state: 'ready',
    onRetry: fn(),
    onOpenGame: fn(),
    openingKey: null,
    onBack: fn(),
  },
} satisfies Meta<typeof ConciseView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** OB电子's eight slots, the default tab. */
export const Ready: Story = {};

/** A member tapped 招财猫: its game URL is on the way. */
export const Opening: Story = { args: { openingKey: conciseGameKey(obGames[4]) } };

/** PP电子 chosen through ?type=pp. */
export const OtherTab: Story = { args: { tab: 'pp', games: conciseGamesFixture('pp', 5) } };

export const Loading: Story = { args: { games: [], state: 'loading' } };

/** A provider with no games: 空空如也. */
export const Empty: Story = { args: { tab: 'ae', games: [], state: 'empty' } };

export const Error: Story = { args: { games: [], state: 'failed' } };

/** 320 px wide: three columns still fit, names cut with an ellipsis. */
export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
