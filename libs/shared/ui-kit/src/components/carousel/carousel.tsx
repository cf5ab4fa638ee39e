import { Swiper } from 'antd-mobile';
import styled from 'styled-components';
import type { ReactNode } from 'react';

export interface CarouselProps {
  /** One node per slide, in order. */
  slides: readonly ReactNode[];
  /** Names the carousel for screen readers. */
  label: string;
  /** Milliseconds between slides; 0 stops autoplay. */
  autoplayInterval?: number;
  /** Called with the index of the slide now shown. */
  onIndexChange?: (index: number) => void;
}

const Root = styled.section`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg}px;

  .adm-swiper {
    --border-radius: ${({ theme }) => theme.radii.lg}px;
  }

  .adm-page-indicator {
    --active-dot-color: ${({ theme }) => theme.colors.onAccent};
    --dot-color: rgba(255, 255, 255, 0.5);
  }
`;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * antd-mobile's Swiper, themed: swipeable slides that loop and advance by themselves
 * (unless the player asked the system for reduced motion).
 */
export function Carousel({ slides, label, autoplayInterval = 0, onIndexChange }: CarouselProps) {
  const autoplay = autoplayInterval > 0 && slides.length > 1 && !prefersReducedMotion();
  return (
    <Root aria-roledescription="carousel" aria-label={label}>
      <Swiper loop={slides.length > 1} autoplay={autoplay} autoplayInterval={autoplayInterval || undefined} onIndexChange={onIndexChange}>
        {slides.map((slide, i) => (
          <Swiper.Item key={i}>
            {/* The carousel pattern's slide: a group named by its position (Swiper.Item passes no role). */}
            <div role="group" aria-roledescription="slide" aria-label={`${i + 1} / ${slides.length}`}>
              {slide}
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
    </Root>
  );
}
