import styled from 'styled-components';
import { ROUTES } from '@h5/routing';
import { messages } from '../messages';
import { IconBadge } from './icon-badge';
import { DepositIcon, TransferIcon, VipIcon, WithdrawalIcon } from './icons';
import type { LinkTo } from './link-to';
import type { ComponentType } from 'react';

const ACTIONS: ReadonlyArray<{ key: keyof typeof messages.quickActions; to: string; Icon: ComponentType }> = [
  { key: 'recharge', to: ROUTES.recharge, Icon: DepositIcon },
  { key: 'transfer', to: ROUTES.transfer, Icon: TransferIcon },
  { key: 'withdrawal', to: ROUTES.withdrawal, Icon: WithdrawalIcon },
  { key: 'vip', to: ROUTES.vip, Icon: VipIcon },
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
export function QuickActions({ linkTo }: { linkTo: LinkTo }) {
  return (
    <Nav aria-label={messages.quickActionsLabel}>
      <ul>
        {ACTIONS.map(({ key, to, Icon }) => (
          <li key={key}>
            <a {...linkTo(to)}>
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
