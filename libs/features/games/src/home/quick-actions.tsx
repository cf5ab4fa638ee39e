import styled from 'styled-components';
import { messages } from '../messages';
import { IconBadge } from './icon-badge';
import { DepositIcon, TransferIcon, VipIcon, WithdrawalIcon } from './icons';
import type { HomeLinks } from './link-to';
import type { ComponentType } from 'react';

const ACTIONS: ReadonlyArray<{ key: keyof typeof messages.quickActions & keyof HomeLinks; Icon: ComponentType }> = [
  { key: 'recharge', Icon: DepositIcon },
  { key: 'transfer', Icon: TransferIcon },
  { key: 'withdrawal', Icon: WithdrawalIcon },
  { key: 'vip', Icon: VipIcon },
];

// Four equal columns, each a link: its circle over its name.
const Nav = styled.nav`
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ul {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    margin: 0;
    padding: ${({ theme }) => theme.space.xs}px;
    list-style: none;
  }

  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs}px;
    min-height: 64px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    text-decoration: none;

    &:active {
      background: ${({ theme }) => theme.colors.background};
    }
  }
`;

/** Deposit, transfer, withdrawal and VIP; the shell's guard sends visitors to log in first. */
export function QuickActions({ links }: { links: HomeLinks }) {
  return (
    <Nav aria-label={messages.quickActionsLabel}>
      <ul>
        {ACTIONS.map(({ key, Icon }) => (
          <li key={key}>
            <a {...links[key]}>
              <IconBadge $size={36} $round>
                <Icon />
              </IconBadge>
              {messages.quickActions[key]}
            </a>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
