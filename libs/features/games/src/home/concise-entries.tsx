import styled from 'styled-components';
import { messages } from '../messages';
import { CategoryIcon, ChevronIcon } from './icons';
import { CONCISE_ENTRIES } from '../components/categories';
import type { HomeLinks } from './link-to';

/** Below this a tile would break its lines (全部游 / 戏): one column instead of two. */
const MIN_TILE_WIDTH = 96;

// Each entry is the link of its li, a tile on the accent gradient.
const Entries = styled.ul`
  display: grid;
  /* Two columns where two tiles of MIN_TILE_WIDTH fit, else one; never three. */
  grid-template-columns: repeat(auto-fill, minmax(max(${MIN_TILE_WIDTH}px, calc((100% - ${({ theme }) => theme.space.sm}px) / 2)), 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs}px;
    min-height: 76px;
    padding: ${({ theme }) => `${theme.space.md}px ${theme.space.sm}px`};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, ${({ theme }) => theme.colors.accentPressed});
    color: ${({ theme }) => theme.colors.onAccent};
    text-decoration: none;
  }

  /* A narrow tile (a small phone, the red packet's lane) puts the icon above the name rather
     than breaking the name (OB电 / 子). */
  strong {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  small {
    display: flex;
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    opacity: 0.85;
  }

  a:active {
    opacity: 0.85;
  }
`;

/** The slot category's fixed ways into the /concise provider tabs. */
export function ConciseEntries({ links }: { links: HomeLinks['concise'] }) {
  return (
    <Entries>
      {CONCISE_ENTRIES.map((tab) => (
        <li key={tab}>
          <a {...links[tab]}>
            <strong>
              <CategoryIcon id="concise" />
              {messages.conciseTabs[tab]}
            </strong>
            <small>
              {messages.conciseEntryHint}
              <ChevronIcon />
            </small>
          </a>
        </li>
      ))}
    </Entries>
  );
}
