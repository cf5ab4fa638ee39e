import { useState } from 'react';
import styled from 'styled-components';
import { CloseIcon } from '@h5/ui-kit';
import { messages } from '../messages';
import { IconBadge } from './icon-badge';
import { PhoneIcon } from './icons';
import type { LinkProps } from './link-to';

// The badge, the title over its subtitle, 立即下载 and the cross.
const Card = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.sm}px 0 ${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  > div {
    flex: 1;
    min-width: 0;
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  /* The subtitle wraps at 320 px rather than losing its end to an ellipsis (docs/product.md §2). */
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textTertiary};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
  }

  /* 立即下载: a compact pill with a 44 px touch area around it. */
  > a {
    position: relative;
    display: inline-flex;
    flex: none;
    align-items: center;
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.md}px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    white-space: nowrap;

    &::after {
      content: '';
      position: absolute;
      inset: -6px -4px;
    }
  }

  > button {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: ${({ theme }) => theme.layout.touchTarget}px;
    padding: 0;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.textTertiary};
    cursor: pointer;
  }
`;

/** Invitation to the app download page; closed for the rest of the visit by its cross. */
export function AppDownloadCard({ link }: { link: LinkProps }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  return (
    <Card aria-labelledby="home-app-card-title">
      <IconBadge $size={40}>
        <PhoneIcon />
      </IconBadge>
      <div>
        <h2 id="home-app-card-title">{messages.appCardTitle}</h2>
        <p>{messages.appCardText}</p>
      </div>
      <a {...link}>{messages.appCardDownload}</a>
      <button type="button" onClick={() => setClosed(true)} aria-label={messages.appCardClose}>
        <CloseIcon size={16} />
      </button>
    </Card>
  );
}
