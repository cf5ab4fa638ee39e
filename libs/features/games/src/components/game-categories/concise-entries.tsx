import { links } from '@h5/routing';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '../../messages';
import { CONCISE_ENTRIES } from '../../model/categories';
import { CategoryIcon, ChevronIcon } from '../icons/icons';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 76px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, ${({ theme }) => theme.colors.accentPressed});
  color: ${({ theme }) => theme.colors.onAccent};
  text-decoration: none;

  strong {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  small {
    display: flex;
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    opacity: 0.85;
  }

  &:active {
    opacity: 0.85;
  }
`;

/** The slot category's fixed ways into the /concise provider tabs. */
export function ConciseEntries() {
  return (
    <Grid>
      {CONCISE_ENTRIES.map((tab) => (
        <li key={tab}>
          <Entry to={links.concise(tab)}>
            <strong>
              <CategoryIcon id="concise" />
              {messages.conciseTabs[tab]}
            </strong>
            <small>
              {messages.conciseEntryHint}
              <ChevronIcon />
            </small>
          </Entry>
        </li>
      ))}
    </Grid>
  );
}
