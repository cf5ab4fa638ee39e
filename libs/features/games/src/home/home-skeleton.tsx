import styled from 'styled-components';
import { Skeleton } from '@h5/ui-kit';

// Home's column (home-view.tsx): the banner's box, the two bars, then the categories beside the tiles.
const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px 0`};

  /* The same box as the carousel, so the page does not move when the banners arrive. */
  > div:first-child {
    border-radius: ${({ theme }) => theme.radii.lg}px;
    overflow: hidden;
    aspect-ratio: 750 / 300;

    > div,
    > div > span {
      height: 100%;
    }
  }

  /* The notice bar's and the quick buttons' cards; the buttons' four in a row. */
  > div:nth-child(2),
  > div:nth-child(3) {
    padding: ${({ theme }) => theme.space.md}px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  > div:nth-child(3) {
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: ${({ theme }) => theme.space.lg}px;
  }

  > div:last-child {
    display: flex;
    gap: ${({ theme }) => theme.space.sm}px;

    > :first-child {
      flex: none;
      width: 76px;
    }

    > :last-child {
      flex: 1;
    }
  }
`;

/** The home page's shape while the banner list is still on its way. */
export function HomeSkeleton() {
  return (
    <Root data-testid="home-skeleton">
      <div>
        <Skeleton height={300} />
      </div>
      <div>
        <Skeleton height={16} />
      </div>
      <div>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={52} />
        ))}
      </div>
      <div>
        <Skeleton height={380} />
        <Skeleton lines={5} height={64} />
      </div>
    </Root>
  );
}
