import styled from 'styled-components';
import type { GameListItem } from '@h5/api-contract';
import { Spinner } from '@h5/ui-kit';
import { messages } from '../messages';
import { IconBadge } from './icon-badge';
import { ChevronIcon } from './icons';

export interface GameEntryProps {
  game: GameListItem;
  caption: string;
  opening: boolean;
  onOpen: (game: GameListItem) => void;
}

/** Tiles up to this wide show the chevron without 进入游戏 (a 375 px phone beside the red packet: 210 px). */
const NARROW_TILE_PX = 240;

// The logo (or the initial), the name over the category's caption, then 进入游戏.
const Tile = styled.button`
  /* Its own width decides what fits (the red packet's lane narrows it), not the screen's. */
  container-type: inline-size;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  width: 100%;
  min-height: 72px;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  &:active {
    background: ${({ theme }) => theme.colors.background};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  > img {
    flex: none;
    width: 56px;
    height: 56px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.skeleton};
    object-fit: cover;

    @media (max-width: 359px) {
      width: 44px;
      height: 44px;
    }
  }

  /* The name over the caption: the whole name, wrapped if it must (at 320 px beside the red
     packet lane it never reads "AG…"). */
  > span:nth-last-child(2) {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-width: 0;
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textTertiary};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }

  /* 进入游戏 and its chevron. */
  > span:last-child {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs}px;
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }

  /* In a narrow tile (a small phone, or beside the red packet's lane) the venue name needs the
     room more than the label does: 进入游戏 gives way to the chevron alone. */
  @container (max-width: ${NARROW_TILE_PX}px) {
    em {
      display: none;
    }
  }

  em {
    font-style: normal;
  }
`;

/** One venue of a category: its logo and name; a tap opens the game. */
export function GameEntry({ game, caption, opening, onOpen }: GameEntryProps) {
  const name = game.name || game.platform_name;
  return (
    <Tile type="button" onClick={() => onOpen(game)} aria-busy={opening || undefined}>
      {game.img_url ? (
        <img src={game.img_url} alt="" width={56} height={56} loading="lazy" decoding="async" />
      ) : (
        <IconBadge aria-hidden="true" $size={56} $narrow={44}>
          {name.slice(0, 1)}
        </IconBadge>
      )}
      <span>
        <strong>{name}</strong>
        <small>{caption}</small>
      </span>
      <span>
        {opening ? <Spinner size={14} inheritColor /> : null}
        <em>{opening ? messages.openingGame : messages.enterGame}</em>
        {!opening && <ChevronIcon />}
      </span>
    </Tile>
  );
}
