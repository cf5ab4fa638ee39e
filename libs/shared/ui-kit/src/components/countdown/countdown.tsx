import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatCountdown } from '@h5/domain';
import { messages } from '../../messages';

export interface CountdownProps {
  /** The moment the countdown reaches 00:00, in epoch milliseconds. */
  target: number;
  /** Clock source, injectable so tests and stories control time. */
  now?: () => number;
  /** Called once when 00:00 is reached (also right away if the target is already past). */
  onEnd?: () => void;
}

const TICK_MS = 1000;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const systemNow = () => Date.now();

/** mm:ss until `target`, ticking every second and stopping at 00:00. */
export function Countdown({ target, now = systemNow, onEnd }: CountdownProps) {
  const [remaining, setRemaining] = useState(() => Math.max(0, target - now()));
  // Kept in refs so a new callback or clock from the parent does not restart the timer.
  const onEndRef = useRef(onEnd);
  const nowRef = useRef(now);
  // The target onEnd already fired for: survives StrictMode's effect replay, so it fires once.
  const endedFor = useRef<number | null>(null);
  useEffect(() => {
    onEndRef.current = onEnd;
    nowRef.current = now;
  });

  useEffect(() => {
    const update = () => {
      const left = Math.max(0, target - nowRef.current());
      setRemaining(left);
      if (left > 0) return;
      window.clearInterval(timer);
      if (endedFor.current !== target) {
        endedFor.current = target;
        onEndRef.current?.();
      }
    };
    const timer = window.setInterval(update, TICK_MS);
    update();
    return () => window.clearInterval(timer);
  }, [target]);

  const text = formatCountdown(remaining);
  return (
    <Time role="timer" aria-label={`${messages.remaining} ${text}`}>
      {text}
    </Time>
  );
}
