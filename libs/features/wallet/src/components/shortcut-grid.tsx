import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LineIcon } from '@h5/ui-kit';
import type { ReactNode } from 'react';

export interface Shortcut {
  to: string;
  label: string;
  icon: ReactNode;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 64px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xxs}px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  text-decoration: none;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.md}px;

  &:active {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  color: ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  border-radius: ${({ theme }) => theme.radii.pill}px;
`;

/** A row of four round-icon links (the /money shortcuts). */
export function ShortcutGrid({ items, label }: { items: readonly Shortcut[]; label: string }) {
  return (
    <nav aria-label={label}>
      <Grid>
        {items.map((item) => (
          <li key={item.to}>
            <Item to={item.to}>
              <Badge>
                <LineIcon size={22}>{item.icon}</LineIcon>
              </Badge>
              {item.label}
            </Item>
          </li>
        ))}
      </Grid>
    </nav>
  );
}
