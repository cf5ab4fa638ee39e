import { useLayoutEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { GameListItem } from '@h5/api-contract';
import { Skeleton } from '@h5/ui-kit';
import { messages } from '../messages';
import { ConciseEntries } from './concise-entries';
import { GameEntry } from './game-entry';
import { CategoryIcon } from './icons';
import { LazyEmptyState } from './lazy-empty-state';
import { redPacketLane } from './red-packet-lane';
import { CATEGORY_IDS, DEFAULT_CATEGORY, gameKey, type CategoryId, type GamesByCategory } from '../components/categories';
import type { HomeLinks } from './link-to';

export interface GameCategoriesProps {
  /** null while the list is loading for the first time. */
  games: GamesByCategory | null;
  failed: boolean;
  onRetry: () => void;
  onOpenGame: (game: GameListItem) => void;
  /** Key (gameKey) of the game whose URL is being fetched. */
  openingKey?: string | null;
  initialCategory?: CategoryId;
  /** Leave the red packet float its lane on the right (when the float is shown). */
  floatLane?: boolean;
  /** The slot category's entries' links (home-view.tsx). */
  conciseLinks: HomeLinks['concise'];
  /** The red packet float, sticky in this row: it lies in the lane, over nothing (red-packet-button.tsx). */
  float?: ReactNode;
}

const SIDEBAR_WIDTH = 76;

// Home's column gives the side margins; with the red packet on, the list leaves it the lane.
const Root = styled.section<{ $floatLane: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-right: ${({ theme, $floatLane }) => ($floatLane ? redPacketLane(theme) - theme.space.md : 0)}px;

  /* The tab list, a card. */
  > [role='tablist'] {
    flex: none;
    width: ${SIDEBAR_WIDTH}px;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  /* The selected category's venues. */
  > [role='tabpanel'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm}px;
    min-width: 0;
  }
`;

// A card holding a state of the list (the failed or empty text, a loading tile).
const Placeholder = styled.div<{ $padded?: boolean }>`
  padding: ${({ theme, $padded }) => ($padded ? theme.space.sm : 0)}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Tab = styled.button<{ $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-height: 64px;
  border: 0;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.accentSoft : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeights.bold : theme.fontWeights.regular)};
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 18px;
    bottom: 18px;
    width: 3px;
    border-radius: 0 3px 3px 0;
    background: ${({ theme, $selected }) => ($selected ? theme.colors.accent : 'transparent')};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -2px;
  }
`;

const tabId = (id: CategoryId) => `home-category-${id}`;

// The category is kept in the page's history entry (`cat`): back to / shows the one the player
// left (docs/architecture.md §4). Read after the first render, which a hydration needs as the
// server drew it.
const keep = (id: CategoryId) => history.replaceState({ ...history.state, cat: id }, '');

/** The six categories on the left, the selected category's venues on the right. */
export function GameCategories({
  games,
  failed,
  onRetry,
  onOpenGame,
  openingKey,
  initialCategory = DEFAULT_CATEGORY,
  floatLane = false,
  float,
  conciseLinks,
}: GameCategoriesProps) {
  const [selected, setSelected] = useState<CategoryId>(initialCategory);
  useLayoutEffect(() => {
    const kept = history.state?.cat;
    if (CATEGORY_IDS.includes(kept)) setSelected(kept);
  }, []);
  return (
    <Root aria-label={messages.categoriesLabel} $floatLane={floatLane}>
      <div role="tablist" aria-orientation="vertical" aria-label={messages.categoriesLabel}>
        {CATEGORY_IDS.map((id) => (
          <Tab
            key={id}
            id={tabId(id)}
            type="button"
            role="tab"
            aria-selected={id === selected}
            aria-controls="home-category-panel"
            $selected={id === selected}
            onClick={() => {
              setSelected(id);
              keep(id);
            }}
          >
            <CategoryIcon id={id} />
            {messages.categories[id]}
          </Tab>
        ))}
      </div>
      <div id="home-category-panel" role="tabpanel" aria-labelledby={tabId(selected)}>
        {selected === 'concise' && <ConciseEntries links={conciseLinks} />}
        <CategoryGames
          list={games?.[selected] ?? null}
          failed={failed}
          onRetry={onRetry}
          caption={messages.categoryCaptions[selected]}
          onOpenGame={onOpenGame}
          openingKey={openingKey}
          allowEmpty={selected === 'concise'}
        />
      </div>
      {float}
    </Root>
  );
}

interface CategoryGamesProps extends Pick<GameCategoriesProps, 'failed' | 'onRetry' | 'onOpenGame' | 'openingKey'> {
  list: readonly GameListItem[] | null;
  caption: string;
  /** The slot category still has its fixed entries when the list is empty. */
  allowEmpty: boolean;
}

function CategoryGames({ list, failed, onRetry, caption, onOpenGame, openingKey, allowEmpty }: CategoryGamesProps) {
  if (!list && failed) {
    return (
      <Placeholder>
        <LazyEmptyState variant="error" text={messages.gamesFailed} onRetry={onRetry} retryLabel={messages.retry} />
      </Placeholder>
    );
  }
  if (!list) {
    return (
      <>
        {[0, 1, 2].map((i) => (
          <Placeholder key={i} $padded>
            <Skeleton height={56} />
          </Placeholder>
        ))}
      </>
    );
  }
  if (list.length === 0) {
    return allowEmpty ? null : (
      <Placeholder>
        <LazyEmptyState variant="empty" text={messages.emptyCategory} />
      </Placeholder>
    );
  }
  return (
    <>
      {list.map((game) => (
        <GameEntry key={gameKey(game)} game={game} caption={caption} opening={openingKey === gameKey(game)} onOpen={onOpenGame} />
      ))}
    </>
  );
}
