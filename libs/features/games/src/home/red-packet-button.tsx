import { useState } from 'react';
import styled from 'styled-components';
import { useRouteLink } from '@h5/feature-kit';
import { ROUTES } from '@h5/routing';
import { CloseIcon } from '@h5/ui-kit';
import { messages } from '../messages';
import { RedPacketArt } from './icons';
import { floatInset, floatRight, redPacketLane } from './red-packet-lane';
import type { AnchorHTMLAttributes } from 'react';

// Sticky at the bottom of the game list's row (game-categories.tsx), in the lane the list leaves
// on the right, not fixed over the whole screen: it floats while the list scrolls under the
// window, and never over what is above the list (the quick buttons' VIP, the app card's
// 立即下载), at 320 px or at 375.
const Float = styled.div`
  position: sticky;
  bottom: calc(${({ theme }) => theme.layout.tabBarHeight + theme.space.xxl * 2}px + var(--safe-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndices.sticky};
  flex: none;
  align-self: flex-end;
  /* After the list's gap, into the lane; it takes no width from the list. */
  margin-right: -${({ theme }) => floatInset(theme) - floatRight(theme) + theme.space.sm}px;

  /* The packet: its picture over its label. */
  > a {
    display: flex;
    flex-direction: column;
    align-items: center;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
    filter: drop-shadow(0 4px 8px rgba(217, 48, 54, 0.35));
  }

  /* The label stays in the float's lane: a longer one (Grab red packets) takes two centred lines. */
  > a > span {
    max-width: ${({ theme }) => redPacketLane(theme) - floatRight(theme)}px;
    text-align: center;
    margin-top: -${({ theme }) => theme.space.md}px;
    padding: 0 ${({ theme }) => theme.space.sm}px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    background: ${({ theme }) => theme.colors.surface};
    line-height: 18px;
  }

  /* A small visible cross with a full 44 px touch area around it. */
  > button {
    position: absolute;
    top: -${({ theme }) => theme.layout.touchTarget / 2}px;
    right: -${({ theme }) => theme.layout.touchTarget / 2 - 4}px;
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.layout.touchTarget}px;
    height: ${({ theme }) => theme.layout.touchTarget}px;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;

    &::before {
      content: '';
      position: absolute;
      width: 20px;
      height: 20px;
      border-radius: 50%;
      background: rgba(0, 0, 0, 0.45);
    }

    svg {
      position: relative;
      color: #fff;
    }
  }
`;

export interface RedPacketFloatProps {
  /** The way to /hongbao. */
  link: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
}

/** Floating way to /hongbao; closed for the rest of the visit by its cross. */
export function RedPacketFloat({ link }: RedPacketFloatProps) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Float>
      <a {...link} aria-label={messages.redPacketLabel}>
        <RedPacketArt />
        <span aria-hidden="true">{messages.redPacketLabel}</span>
      </a>
      <button type="button" onClick={() => setClosed(true)} aria-label={messages.redPacketClose}>
        <CloseIcon size={12} />
      </button>
    </Float>
  );
}

/**
 * The float home shows when the switch is on (its own chunk, after the first paint): it makes
 * its link here, so the route-link code stays off the first paint of / (docs/architecture.md §4).
 */
export function RedPacketButton() {
  return <RedPacketFloat link={useRouteLink(ROUTES.hongbao)} />;
}
