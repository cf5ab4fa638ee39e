import type { Fen } from '@h5/domain';
import type { MouseEvent } from 'react';
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
  /** Real addresses of 登录 and 注册: a tap on the server's HTML before the app runs still leads there. */
  loginHref: string;
  registerHref: string;
  onLogin: () => void;
  onRegister: () => void;
  onRefresh: () => void;
  onRecycle: () => void;
}

/** Once the app runs, a link's tap is the app's own navigation instead of the browser's. */
const follow = (run: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  run();
};

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
          <PillButton as="a" href={props.loginHref} onClick={follow(props.onLogin)}>
            <span>{messages.login}</span>
          </PillButton>
          <PillButton as="a" href={props.registerHref} $solid onClick={follow(props.onRegister)}>
            <span>{messages.register}</span>
          </PillButton>
        </Actions>
      )}
    </Bar>
  );
}
