import styled from 'styled-components';
import { hashHref, TAB_BAR, type TabKey } from '@h5/routing';
import { messages } from '../messages';
import { TabIcon } from './tab-icons';

const Nav = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.tabBar};
  display: flex;
  height: calc(${({ theme }) => theme.layout.tabBarHeight}px + var(--safe-bottom));
  padding-bottom: var(--safe-bottom);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.bar};
`;

const Tab = styled.a<{ $selected: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-width: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  line-height: 1;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.textTertiary)};
  text-decoration: none;
  background: none;
  border: 0;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  svg path {
    fill: ${({ theme, $selected }) => ($selected ? theme.colors.accentSoft : 'none')};
  }
`;

export interface TabBarViewProps {
  selected: TabKey | null;
  onSelect: (path: string) => void;
}

/**
 * 首页 优惠 客服 赞助 我的, the selected one in the accent colour. Real links, so a tap on the
 * server's HTML before the app runs still leads there; once it runs, the app navigates (and says
 * 已在当前页面！ for the page shown).
 */
export function TabBarView({ selected, onSelect }: TabBarViewProps) {
  return (
    <Nav aria-label={messages.tabBarLabel}>
      {TAB_BAR.map((tab) => (
        <Tab
          key={tab.key}
          href={hashHref(tab.path)}
          $selected={tab.key === selected}
          aria-current={tab.key === selected ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            onSelect(tab.path);
          }}
        >
          <TabIcon tab={tab.key} />
          {tab.label}
        </Tab>
      ))}
    </Nav>
  );
}
