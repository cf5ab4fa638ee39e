import { ShortcutGrid, type Shortcut } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { BalanceCard, Button, Card, Screen, Section, Stack, VenueBalanceList, type WalletFigures } from '@h5/ui-kit';
import { messages } from '../messages';

export interface MoneyViewProps extends WalletFigures {
  onBack: () => void;
}

// Built when rendering, not when this module loads: the labels are then in the chosen language,
// which is written onto the messages after the module has loaded (docs/i18n.md).
const shortcuts = (): readonly Shortcut[] => [
  { to: links.recharge(), label: messages.money.recharge, icon: <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" /> },
  { to: links.transfer(), label: messages.money.transfer, icon: <path d="M5 8h13l-3-3M19 16H6l3 3" /> },
  { to: links.withdrawal(), label: messages.money.withdrawal, icon: <path d="M12 15V4m0 0L8 8m4-4 4 4M5 19h14" /> },
  {
    to: links.wallet(),
    label: messages.money.cards,
    icon: (
      <>
        <rect x="3" y="6" width="18" height="12" rx="2" />
        <path d="M3 10h18M7 14h4" />
      </>
    ),
  },
];

/** /money: total assets, the two wallets, shortcuts and every venue's balance with 一键回收. */
export function MoneyView(props: MoneyViewProps) {
  return (
    <Screen title={messages.money.title} onBack={props.onBack}>
      <BalanceCard
        showTotal
        total={props.total}
        central={props.central}
        game={props.game}
        failed={props.userFailed}
        onRetry={props.onRetryUser}
        onRefresh={props.onRefresh}
        refreshing={props.refreshing}
      />
      <Card>
        <ShortcutGrid items={shortcuts()} label={messages.money.shortcuts} />
      </Card>
      <Section title={messages.money.venues}>
        <VenueBalanceList venues={props.venues} failed={props.venuesFailed} onRetry={props.onRetryVenues} />
        <Stack $spaceAbove="md">
          <Button block onClick={props.onRecycle} loading={props.recycling}>
            {messages.recycle}
          </Button>
        </Stack>
      </Section>
    </Screen>
  );
}
