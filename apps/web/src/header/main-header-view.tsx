import type { Fen } from '@h5/domain';
import { Amount } from '@h5/ui-kit';
import { messages } from '../messages';
import { MenuIcon, RefreshIcon } from './header-icons';
import { PillButton } from '../layout/pill-button';
import { Actions, Balance, Bar, IconButton, Logo, SiteName, Spacer, Spin } from './header.styles';

export interface MainHeaderViewProps {
  logo?: string;
  title?: string;
  loggedIn: boolean;
  /** Central wallet; undefined until the first balance answer. */
  balance?: Fen | null;
  refreshing?: boolean;
  recycling?: boolean;
  onMenu: () => void;
  onLogin: () => void;
  onRegister: () => void;
  onRefresh: () => void;
  onRecycle: () => void;
}

/** The logo header: balance, refresh and 一键回收 for a member; 登录 and 注册 for a visitor. */
export function MainHeaderView(props: MainHeaderViewProps) {
  const { logo, title, loggedIn, balance, refreshing = false, recycling = false } = props;
  return (
    <Bar>
      <IconButton type="button" aria-label={messages.openMenu} onClick={props.onMenu}>
        <MenuIcon />
      </IconButton>
      {logo ? <Logo src={logo} alt={title ?? ''} width={112} height={28} /> : <SiteName>{title}</SiteName>}
      <Spacer />
      {loggedIn ? (
        <Actions>
          <Balance aria-label={messages.balanceLabel}>
            <Amount fen={balance} currency tone="accent" size="md" loading={balance === undefined} />
          </Balance>
          <IconButton type="button" aria-label={messages.refreshBalance} onClick={props.onRefresh} disabled={refreshing} aria-busy={refreshing || undefined}>
            <Spin $active={refreshing}>
              <RefreshIcon />
            </Spin>
          </IconButton>
          <PillButton type="button" $solid onClick={props.onRecycle} disabled={recycling}>
            <span>{messages.recycle}</span>
          </PillButton>
        </Actions>
      ) : (
        // Hidden before hydration when the tab holds a session (index.html's inline script).
        <Actions data-visitor-only="">
          <PillButton type="button" onClick={props.onLogin}>
            <span>{messages.login}</span>
          </PillButton>
          <PillButton type="button" $solid onClick={props.onRegister}>
            <span>{messages.register}</span>
          </PillButton>
        </Actions>
      )}
    </Bar>
  );
}
