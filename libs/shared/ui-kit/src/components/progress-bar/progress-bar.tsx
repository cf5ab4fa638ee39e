import styled from 'styled-components';

export interface ProgressBarProps {
  /** 0–100; outside it, clamped. */
  percent: number;
  /** What the bar measures, for screen readers (距VIP3进度). */
  label: string;
}

const Track = styled.div`
  height: 8px;
  margin-top: ${({ theme }) => theme.space.xs}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.skeleton};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
`;

/** How far along a goal is (a VIP level's deposits): an 8 px bar under its words, a `progressbar` for screen readers. */
export function ProgressBar({ percent, label }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, percent));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <Fill style={{ width: `${value}%` }} />
    </Track>
  );
}
