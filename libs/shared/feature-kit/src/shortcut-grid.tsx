import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LineIcon } from '@h5/ui-kit';
import type { ReactNode } from 'react';

export interface Shortcut {
  to: string;
  label: string;
  /** The line drawing inside ui-kit's LineIcon frame (24×24 paths). */
  icon: ReactNode;
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)<{ $small: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: ${({ $small }) => ($small ? 72 : 64)}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xxs}px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme, $small }) => ($small ? theme.fontSizes.xs : theme.fontSizes.sm)}px;
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

export interface ShortcutGridProps {
  items: readonly Shortcut[];
  /** The navigation's accessible name. */
  label: string;
  /** Smaller labels on taller rows, for a grid of many shortcuts with longer names (/mine). */
  smallLabels?: boolean;
}

/**
 * Rows of four round-icon links: /money's shortcuts and /mine's 我的功能. Here and not in ui-kit
 * because each is a router link.
 */
export function ShortcutGrid({ items, label, smallLabels = false }: ShortcutGridProps) {
  return (
    <nav aria-label={label}>
      <Grid>
        {items.map((item) => (
          <li key={item.to}>
            <Item to={item.to} $small={smallLabels}>
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
