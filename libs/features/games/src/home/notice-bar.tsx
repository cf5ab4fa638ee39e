import styled, { css, keyframes } from 'styled-components';
import { messages } from '../messages';
import { SpeakerIcon } from './icons';

export interface NoticeBarProps {
  /** null while loading: the bar keeps its place, empty. */
  notices: readonly string[] | null;
  onOpen: () => void;
  /**
   * false: the line stands still, its start readable, cut with an ellipsis. Home keeps it
   * still until start-up is over (see useHome): a running marquee makes the phone draw a
   * new frame all the time, on the cores start-up needs.
   */
  scrolling?: boolean;
}

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

const still = css`
  display: block;
  padding-left: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  animation: none;
`;

// The speaker, then the window the line runs in: the line, its notices 3em apart, starts just off
// the window's right edge (a left padding of the window's width) and runs $seconds to its end.
const Bar = styled.button<{ $seconds: number; $scrolling: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.touchTarget}px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }

  > span:first-child {
    display: inline-flex;
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }

  > span + span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;

    > span {
      display: inline-block;
      padding-left: 100%;
      animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;
      ${({ $scrolling }) => !$scrolling && still}

      @media (prefers-reduced-motion: reduce) {
        ${still}
      }
    }

    > span > span + span {
      margin-left: 3em;
    }
  }
`;

/** About five characters a second reads comfortably on a phone. */
const secondsFor = (text: string) => Math.max(8, Math.round(text.length / 5));

/** The scrolling line of home notices; a tap opens all of them in the notice modal. */
export function NoticeBar({ notices, onOpen, scrolling = true }: NoticeBarProps) {
  const shown = notices && notices.length === 0 ? [messages.noticeEmpty] : (notices ?? []);
  return (
    <Bar
      type="button"
      onClick={onOpen}
      $seconds={secondsFor(shown.join(''))}
      $scrolling={scrolling}
      aria-haspopup="dialog"
      aria-label={messages.noticeAria(shown.join(' '))}
    >
      <span>
        <SpeakerIcon />
      </span>
      <span aria-hidden="true">
        <span data-testid="notice-marquee" data-scrolling={scrolling}>
          {shown.map((notice, i) => (
            <span key={i}>{notice}</span>
          ))}
        </span>
      </span>
    </Bar>
  );
}
