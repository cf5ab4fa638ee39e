import styled from 'styled-components';
import { EmptyState } from '@h5/ui-kit';
import { pwaMessages } from './messages';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * What the service worker shows for a page it cannot fetch (docs/performance.md, Live money and the service worker): ui-kit's error state
 * with the network's text and 重新加载 (the build renders it into offline.html; its small
 * script reloads the address the player asked for, deep link included).
 */
export function OfflineScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <Page data-offline="">
      <EmptyState variant="error" text={pwaMessages.offlineText} onRetry={onRetry ?? (() => window.location.reload())} />
    </Page>
  );
}
