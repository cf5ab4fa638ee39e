import { LOCALE_NAMES, type Locale } from '@h5/domain';
import { links, ROUTES } from '@h5/routing';
import { Button, CopyButton } from '@h5/ui-kit';
import { Drawer } from './drawer';
import { Chevron, Greeting, List, Promo, PromoIcon, PromoText, Row, RowLabel, RowText, RowValue, Tail } from './left-menu.styles';
import { MenuIcon, type MenuIconName } from './menu-icons';
import { messages } from './messages';
import { PillButton } from '../layout/pill-button';

export interface LeftMenuViewProps {
  visible: boolean;
  siteTitle?: string;
  loggedIn: boolean;
  /** The permanent address (h5_url) the 永久域名 entry copies. */
  h5Url?: string;
  /** Customer service address; undefined while it loads. */
  serviceUrl?: string;
  onClose: () => void;
  onNavigate: (path: string) => void;
  onLogout: () => void;
  /** The language the texts are in; its entry opens the language picker (docs/i18n.md). */
  locale: Locale;
  onLanguage: () => void;
  /**
   * A withdraw-only session (docs/api.md, Player protection: the member paused their account): the menu offers only
   * what it can use, the withdrawal and its records, beside feedback and 安全退出.
   */
  withdrawOnly?: boolean;
}

function Entry({ icon, label, onClick }: { icon: MenuIconName; label: string; onClick: () => void }) {
  return (
    <li>
      <Row type="button" onClick={onClick}>
        <MenuIcon name={icon} />
        <RowLabel>{label}</RowLabel>
        <Chevron>
          <MenuIcon name="chevron" size={16} />
        </Chevron>
      </Row>
    </li>
  );
}

/** The left menu (spec "Shell"): greeting, VIP promo, entries, and 安全退出 or 立即登录. */
export function LeftMenuView(props: LeftMenuViewProps) {
  const { visible, siteTitle, loggedIn, h5Url, serviceUrl, onClose, onNavigate, withdrawOnly = false } = props;
  const member = loggedIn && !withdrawOnly;
  return (
    <Drawer visible={visible} label={messages.menuLabel} onClose={onClose}>
      <Greeting>{siteTitle ? messages.greeting(siteTitle) : messages.greetingFallback}</Greeting>
      {!withdrawOnly && (
        <Promo>
          <PromoIcon>
            <MenuIcon name="vip" size={22} />
          </PromoIcon>
          <PromoText>
            <strong>{messages.vipPromoTitle}</strong>
            <p>{messages.vipPromoText}</p>
            <PillButton type="button" $solid onClick={() => onNavigate(links.vip())}>
              <span>{messages.vipCenter}</span>
            </PillButton>
          </PromoText>
        </Promo>
      )}
      <List>
        {withdrawOnly && <Entry icon="withdraw" label={messages.withdrawal} onClick={() => onNavigate(links.withdrawal())} />}
        {withdrawOnly && <Entry icon="records" label={messages.withdrawalRecords} onClick={() => onNavigate(links.transRecord())} />}
        {member && <Entry icon="message" label={messages.messageCenter} onClick={() => onNavigate(links.message())} />}
        {member && <Entry icon="shield" label={messages.responsibleGaming} onClick={() => onNavigate(ROUTES.responsibleGaming)} />}
        <li>
          <Row as="a" href={serviceUrl} target="_blank" rel="noopener noreferrer" aria-disabled={!serviceUrl}>
            <MenuIcon name="feedback" />
            <RowLabel>{messages.feedback}</RowLabel>
            <Chevron>
              <MenuIcon name="chevron" size={16} />
            </Chevron>
          </Row>
        </li>
        <li>
          <Row as="div">
            <MenuIcon name="domain" />
            <RowText>
              <RowLabel>{messages.permanentDomain}</RowLabel>
              <RowValue>{h5Url}</RowValue>
            </RowText>
            {h5Url && <CopyButton text={h5Url} />}
          </Row>
        </li>
        {!withdrawOnly && <Entry icon="about" label={messages.aboutUs} onClick={() => onNavigate(ROUTES.abouts)} />}
        <li>
          <Row type="button" onClick={props.onLanguage}>
            <MenuIcon name="language" />
            <RowText>
              <RowLabel>{messages.language}</RowLabel>
              {/* Named in itself, whatever the active language. */}
              <RowValue lang={props.locale}>{LOCALE_NAMES[props.locale]}</RowValue>
            </RowText>
            <Chevron>
              <MenuIcon name="chevron" size={16} />
            </Chevron>
          </Row>
        </li>
      </List>
      <Tail>
        {loggedIn ? (
          <Button variant="ghost" block onClick={props.onLogout}>
            {messages.safeExit}
          </Button>
        ) : (
          <Button block onClick={() => onNavigate(links.login())}>
            {messages.loginNow}
          </Button>
        )}
      </Tail>
    </Drawer>
  );
}
