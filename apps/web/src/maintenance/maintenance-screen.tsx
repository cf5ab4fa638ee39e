import styled from 'styled-components';
import { messages } from './messages';

/** Its texts in the active language before it renders (lazyWithRetry, docs/i18n.md). */
export { catalogue } from './locales';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.xxl}px ${({ theme }) => theme.space.xl}px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
`;

const Badge = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
  margin-bottom: ${({ theme }) => theme.space.xl}px;
  color: ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  border-radius: 50%;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Tips = styled.p`
  max-width: 320px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** site_state 0: the whole app gives way to the operator's repair_tips (plain text). */
export function MaintenanceScreen({ tips }: { tips: string }) {
  return (
    <Page>
      <Badge>
        <svg width="48" height="48" viewBox="0 0 24 24" fill="none" aria-hidden="true">
          <path
            d="M14.7 6.3a4 4 0 0 0-5.2 5.2L4 17v3h3l5.5-5.5a4 4 0 0 0 5.2-5.2l-2.4 2.4-2.3-.5-.5-2.3z"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </Badge>
      <Title>{messages.maintenanceTitle}</Title>
      <Tips>{tips.trim() || messages.maintenanceFallback}</Tips>
    </Page>
  );
}
