import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './plain-card';

// Card lives in its own module: a screen that draws plain cards (home's first paint) loads no
// Section with it (a module is loaded whole).
export { Card };
export type { CardProps } from './plain-card';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 24px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

const Title = styled.h2`
  margin: 0;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  &::before {
    content: '';
    display: inline-block;
    width: 3px;
    height: 0.9em;
    margin-right: ${({ theme }) => theme.space.sm}px;
    vertical-align: -0.1em;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Extra = styled.div`
  flex: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** Right side of the header: a link, a refresh icon, a hint. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A titled card: one block of a screen (wallet summary, rules, record filters...). */
export function Section({ title, extra, children, ...rest }: SectionProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} {...rest}>
      <Header>
        <Title id={titleId}>{title}</Title>
        {extra !== undefined && <Extra>{extra}</Extra>}
      </Header>
      {children}
    </Card>
  );
}
