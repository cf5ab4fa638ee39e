import styled from 'styled-components';
import type { ConciseGame } from '@h5/api-contract';
import { CONCISE_TABS, type ConciseTab } from '@h5/routing';
import { EmptyState, Grid, NavBar, Skeleton, Spinner, Stack, Tabs, Text } from '@h5/ui-kit';
import { conciseGameKey } from '../components/categories';
import { messages } from '../messages';
import { screenMessages } from '../screens/messages';
import type { ConciseListState } from './use-concise';

export interface ConciseViewProps {
  tab: ConciseTab;
  onSelectTab: (tab: ConciseTab) => void;
  games: readonly ConciseGame[];
  state: ConciseListState;
  onRetry: () => void;
  onOpenGame: (game: ConciseGame) => void;
  /** conciseGameKey of the game whose URL is being fetched. */
  openingKey?: string | null;
  onBack: () => void;
}

// Built when rendering, not when this module loads: the texts are then in the chosen language,
// which is written onto the messages after the module has loaded (docs/i18n.md).
const tabItems = () => CONCISE_TABS.map((key) => ({ key, title: messages.conciseTabs[key] }));
const SKELETON_TILES = 9;

// The bar and the tabs stay below the shell's sticky header while the grid scrolls.
const Sticky = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.layout.navBarHeight}px;
  z-index: ${({ theme }) => theme.zIndices.navBar};
`;

// The picture over the name; while the game opens, a spinner on a shade (role status) covers the picture.
const Tile = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  /* Square box from the first paint, so the grid does not move while pictures arrive. */
  > img {
    display: block;
    width: 100%;
    /* The width/height attributes only reserve the ratio; the column width decides the size. */
    height: auto;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.skeleton};
    object-fit: cover;
  }

  > [role='status'] {
    position: absolute;
    inset: 0 0 auto;
    display: flex;
    align-items: center;
    justify-content: center;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: rgba(0, 0, 0, 0.45);
    color: #fff;
  }
`;

/** /concise: back bar, the four provider tabs and the selected provider's games. */
export function ConciseView({ tab, onSelectTab, games, state, onRetry, onOpenGame, openingKey, onBack }: ConciseViewProps) {
  const label = screenMessages.concise.gridLabel(messages.conciseTabs[tab]);
  return (
    <>
      <Sticky>
        <NavBar title={screenMessages.concise.title} onBack={onBack} backLabel={messages.back} />
        <Tabs items={tabItems()} activeKey={tab} onChange={onSelectTab} />
      </Sticky>
      <section aria-label={label} aria-busy={state === 'loading' || undefined}>
        {state === 'failed' && (
          <EmptyState variant="error" text={screenMessages.concise.failed} onRetry={onRetry} retryLabel={messages.retry} />
        )}
        {state === 'empty' && <EmptyState variant="empty" text={screenMessages.concise.empty} />}
        {state === 'loading' && (
          <Grid as="ul" $columns={3} $gap="sm" $rowGap="md" $padding="md">
            {Array.from({ length: SKELETON_TILES }, (_, i) => (
              <Stack as="li" key={i} $gap="xs">
                <Skeleton height={104} />
                <Skeleton height={14} />
              </Stack>
            ))}
          </Grid>
        )}
        {state === 'ready' && (
          <Grid as="ul" $columns={3} $gap="sm" $rowGap="md" $padding="md">
            {games.map((game) => {
              const opening = openingKey === conciseGameKey(game);
              return (
                <li key={conciseGameKey(game)}>
                  <Tile type="button" onClick={() => onOpenGame(game)} aria-busy={opening || undefined}>
                    <img src={game.gamepic} alt="" width={200} height={200} loading="lazy" decoding="async" />
                    <Text as="span" $size="sm" $align="center" $lines={1}>
                      {game.gamename}
                    </Text>
                    {opening && (
                      <span role="status" aria-label={screenMessages.concise.opening(game.gamename)}>
                        <Spinner size={24} inheritColor />
                      </span>
                    )}
                  </Tile>
                </li>
              );
            })}
          </Grid>
        )}
      </section>
    </>
  );
}
