import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Banner } from '@h5/api-contract';
import { CAROUSEL_TOTAL } from '@h5/domain';
import { messages } from '../messages';

/** Banner pictures are 750×300; the box keeps that ratio so nothing moves when they load. */
const RATIO = '750 / 300';
const AUTOPLAY_MS = 4000;

export interface BannerCarouselProps {
  banners: readonly Banner[];
}

// The box, and the 'n / 4' over its corner.
const Root = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
  aspect-ratio: ${RATIO};

  > span {
    position: absolute;
    right: ${({ theme }) => theme.space.sm}px;
    bottom: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
    border-radius: ${({ theme }) => theme.radii.pill}px;
    /* Dark enough for white text over any picture and over the grey box before it loads (WCAG AA 4.5:1). */
    background: rgba(0, 0, 0, 0.6);
    color: #fff;
    font-size: ${({ theme }) => theme.fontSizes.xs}px;
    font-variant-numeric: tabular-nums;
    pointer-events: none;
  }
`;

// Native scroll snapping: the browser's own swipe physics, and no gesture library on the first paint.
// Each slide is a div of it, its picture covering it.
const Track = styled.div`
  display: flex;
  height: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  /* A keyboard reaches the slides through this scroller (arrow keys scroll it): show where focus is. */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
  }

  > div {
    flex: 0 0 100%;
    height: 100%;
    scroll-snap-align: start;
    scroll-snap-stop: always;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Swipeable banners with the site's 'n / 4' indicator; advances by itself unless touched. */
export function BannerCarousel({ banners }: BannerCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const el = track.current;
    if (held || banners.length < 2 || !el?.scrollTo || prefersReducedMotion()) return;
    const timer = setTimeout(() => {
      const next = (index + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [index, held, banners.length]);

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <Root>
      <Track
        ref={track}
        // Focusable so a keyboard can scroll the slides (axe scrollable-region-focusable);
        // autoplay holds while it has focus, as it does under a finger.
        tabIndex={0}
        role="group"
        aria-roledescription="carousel"
        aria-label={messages.carouselLabel}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
        onScroll={onScroll}
        onPointerDown={() => setHeld(true)}
        onPointerUp={() => setHeld(false)}
        onPointerCancel={() => setHeld(false)}
      >
        {banners.map((banner, i) => (
          <div key={`${i}-${banner.src || banner.pic}`} aria-roledescription="slide">
            <img
              src={banner.src || banner.pic}
              alt={messages.bannerAlt(i + 1)}
              width={750}
              height={300}
              // The first banner is the largest paint of /: fetch it first, the others when near.
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding={i === 0 ? 'sync' : 'async'}
              draggable={false}
            />
          </div>
        ))}
      </Track>
      <span data-testid="banner-indicator">{`${index + 1} / ${CAROUSEL_TOTAL}`}</span>
    </Root>
  );
}
