import { Tabs as AdmTabs } from 'antd-mobile';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<K extends string = string> {
  key: K;
  title: string;
  disabled?: boolean;
  /** A picture above the title (the VIP level badges). Decorative: the title names the tab. */
  icon?: ReactNode;
}

export interface TabsProps<K extends string = string> {
  items: ReadonlyArray<TabItem<K>>;
  activeKey: K;
  onChange: (key: K) => void;
  /** Share the width equally (few tabs) instead of scrolling (many tabs). */
  stretch?: boolean;
}

const Root = styled.div<{ $withIcons: boolean }>`
  background: ${({ theme }) => theme.colors.surface};

  .adm-tabs {
    --active-line-color: ${({ theme }) => theme.colors.accent};
    --active-title-color: ${({ theme }) => theme.colors.accent};
    --active-line-height: 3px;
    --title-font-size: ${({ theme }) => theme.fontSizes.md}px;
  }

  .adm-tabs-tab {
    min-height: ${({ theme }) => theme.layout.touchTarget}px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.textSecondary};
  }

  ${({ $withIcons, theme }) =>
    $withIcons &&
    `.adm-tabs-tab {
      padding-top: ${theme.space.xs}px;
      padding-bottom: ${theme.space.sm}px;
    }`}

  /* A tab is tapped over its wrapper's 12 px side padding too, so a two-character title
     (微信) is no narrower than 44 px where it is tapped (docs/product.md §2); the look is antd's. */
  .adm-tabs-tab::before {
    position: absolute;
    inset: 0 -12px;
    content: '';
  }

  .adm-tabs-tab-active {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs}px;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Icon = styled.span`
  display: flex;
  transition: transform ${({ theme }) => theme.durations.fast};

  .adm-tabs-tab-active & {
    transform: scale(1.12);
  }
`;

/** Icon over title; the icon is hidden from screen readers so the tab's name stays the title. */
function IconTitle({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <Stack>
      <Icon className="ui-tab-icon" aria-hidden="true">
        {icon}
      </Icon>
      {title}
    </Stack>
  );
}

/** Tab header only: each screen renders the active panel itself. */
export function Tabs<K extends string = string>({ items, activeKey, onChange, stretch = true }: TabsProps<K>) {
  const root = useRef<HTMLDivElement>(null);
  // antd-mobile only greys a disabled tab; mark it so it reads as disabled (and axe and
  // screen readers treat it as such).
  useLayoutEffect(() => {
    root.current?.querySelectorAll('[role="tab"]').forEach((tab, i) => {
      if (items[i]?.disabled) tab.setAttribute('aria-disabled', 'true');
      else tab.removeAttribute('aria-disabled');
    });
  });
  return (
    <Root ref={root} $withIcons={items.some((item) => item.icon)}>
      <AdmTabs activeKey={activeKey} stretch={stretch} onChange={(key) => onChange(key as K)}>
        {items.map((item) => (
          <AdmTabs.Tab
            key={item.key}
            title={item.icon ? <IconTitle icon={item.icon} title={item.title} /> : item.title}
            disabled={item.disabled}
          />
        ))}
      </AdmTabs>
    </Root>
  );
}
