import styled from 'styled-components';
import type { PayWay } from '@h5/domain';
import { Tabs } from '@h5/ui-kit';
import { messages } from '../messages';

// Five ways on one strip, none cut at 320 px (docs/product.md §2): below 375 px the titles step
// down to 14 px with 6 px sides (银行卡转账 … 支付宝 take 279 px), and a longer title (Bank
// transfer) wraps between its words instead of pushing the last tab off the screen; Chinese keeps
// its words whole (keep-all). The stretch shares what is left, so each tab stays 44 px wide.
const FitTabs = styled.div`
  .adm-tabs-tab {
    white-space: normal;
    word-break: keep-all;
    text-align: center;
    line-height: 1.2;
  }

  @media (max-width: 374px) {
    .adm-tabs {
      --title-font-size: ${({ theme }) => theme.fontSizes.sm}px;
    }

    .adm-tabs-tab-wrapper {
      padding: 0 6px;
    }
  }
`;

export interface PayWayTabsProps {
  ways: readonly PayWay[];
  way: PayWay;
  onWay: (way: PayWay) => void;
}

/** /recharge's strip of pay ways, in the order of the site's pay-way map. */
export function PayWayTabs({ ways, way, onWay }: PayWayTabsProps) {
  // Titles read when rendering: they are then in the chosen language (docs/i18n.md).
  const items = ways.map((key) => ({ key, title: messages.recharge.tabs[key] }));
  return (
    <FitTabs>
      <Tabs items={items} activeKey={way} onChange={onWay} />
    </FitTabs>
  );
}
