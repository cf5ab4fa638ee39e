import { LOCALE_NAMES, type Locale, type LoginField, type LoginForm, type RegisterField, type RegisterForm } from '@h5/domain';
import { messages } from '../messages';
import { LoginPanel } from './login-panel';
import { Footer, FooterDivider, Hero, Language, Main, Page } from './login-view.styles';
import { RegisterPanel } from './register-panel';
import type { CaptchaPicture, PanelForm } from './panel-form';
import type { ReactNode } from 'react';

/** The panel the address asks for (type=1: register) with its form. */
export type LoginPanelForm =
  | ({ kind: 'login'; onPasskey?: () => void; passkeyBusy?: boolean } & PanelForm<LoginField, LoginForm>)
  | ({ kind: 'register' } & PanelForm<RegisterField, RegisterForm>);

export interface LoginViewProps {
  /** Site title from app info; the welcome line waits for nothing and names the site once known. */
  siteTitle?: string;
  /** Customer-service address; until it is known the link goes to the in-app /kefu page (serviceLink). */
  serviceUrl?: string;
  /** 先去逛逛: the link home, as a visitor (the page makes it). */
  visitorLink: ReactNode;
  /** 在线客服's link to the in-app customer-service page (/kefu). */
  serviceLink: ReactNode;
  panel: LoginPanelForm;
  captcha: CaptchaPicture;
  onCaptchaClick: () => void;
  /** The side link to the other panel. */
  onSwitch: () => void;
  /** The language the texts are in; its button opens the language picker (docs/i18n.md). */
  locale: Locale;
  onLanguage: () => void;
}

/**
 * The body of /login under the shell's header (spec "Shell": /login shows the logo header
 * with 登录 and 注册): welcome, the active panel, then the visitor and service links.
 */
export function LoginView(props: LoginViewProps) {
  const { siteTitle, serviceUrl, panel, captcha, onCaptchaClick, onSwitch, locale, onLanguage } = props;
  const shared = { captcha, onCaptchaClick, onSwitch };
  return (
    <Page>
      <Main>
        <Hero>
          <h1>{siteTitle ? messages.welcome(siteTitle) : messages.welcomeFallback}</h1>
          <p>{panel.kind === 'register' ? messages.registerSubtitle : messages.loginSubtitle}</p>
        </Hero>
        {panel.kind === 'register' ? <RegisterPanel {...panel} {...shared} /> : <LoginPanel {...panel} {...shared} />}
        <Footer>
          {props.visitorLink}
          <FooterDivider aria-hidden="true" />
          {serviceUrl ? (
            <a href={serviceUrl} target="_blank" rel="noopener noreferrer">
              {messages.service}
            </a>
          ) : (
            props.serviceLink
          )}
        </Footer>
        {/* Named by what it shows (no aria-label: axe's label-content-name-mismatch failed
            "Idioma: Português (Brasil)" against the visible "Idioma" "Português (Brasil)"). */}
        <Language type="button" aria-haspopup="dialog" onClick={onLanguage}>
          <GlobeIcon />
          <span>{messages.language}</span> {/* Named in itself, whatever the active language. */}
          <span lang={locale}>{LOCALE_NAMES[locale]}</span>
        </Language>
      </Main>
    </Page>
  );
}

function GlobeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}
