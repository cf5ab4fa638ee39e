import styled from 'styled-components';
import { Skeleton } from '@h5/ui-kit';

const Block = styled.div`
  margin: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px 0`};
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

// The same box as the carousel, so the page does not move when the banners arrive.
const Banner = styled.div`
  margin: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px 0`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow: hidden;
  aspect-ratio: 750 / 300;

  > div,
  > div > span {
    height: 100%;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.lg}px;
`;

const Split = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px 0`};

  > :first-child {
    flex: none;
    width: 76px;
  }

  > :last-child {
    flex: 1;
  }
`;

/** The home page's shape while the banner list is still on its way. */
export function HomeSkeleton() {
  return (
    <div data-testid="home-skeleton">
      <Banner>
        <Skeleton height={300} />
      </Banner>
      <Block>
        <Skeleton height={16} />
      </Block>
      <Block>
        <Row>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={52} />
          ))}
        </Row>
      </Block>
      <Split>
        <Skeleton height={380} />
        <Skeleton lines={5} height={64} />
      </Split>
    </div>
  );
}
