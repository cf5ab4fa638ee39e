import { messages } from '../messages';
import { MenuIcon } from './header-icons';
import { Actions, Bar, IconButton, Logo, SiteName, Spacer } from './header.styles';
import { PillButton } from '../layout/pill-button';
import type { MouseEvent, ReactNode } from 'react';

export interface MainHeaderViewProps {
  logo?: string;
  title?: string;
  /** A member's balance, refresh and 一键回收 (MemberActions); null for a visitor. */
  member: ReactNode;
  onMenu: () => void;
  /** Real addresses of 登录 and 注册: a tap on the server's HTML before the app runs still leads there. */
  loginHref: string;
  registerHref: string;
  onLogin: () => void;
  onRegister: () => void;
}

/** Once the app runs, a link's tap is the app's own navigation instead of the browser's. */
const follow = (run: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  run();
};

/** The logo header: balance, refresh and 一键回收 for a member; 登录 and 注册 for a visitor. */
export function MainHeaderView(props: MainHeaderViewProps) {
  const { logo, title, member } = props;
  return (
    <Bar>
      <IconButton type="button" aria-label={messages.openMenu} onClick={props.onMenu}>
        <MenuIcon />
      </IconButton>
      {logo ? <Logo src={logo} alt={title ?? ''} width={112} height={28} /> : <SiteName>{title}</SiteName>}
      <Spacer />
      {member ?? (
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
