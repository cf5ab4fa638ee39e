import { links } from '@h5/routing';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../messages';
import { Footer, FooterDivider, Hero, Main, Page, Subtitle, Welcome } from './auth-screen.styles';

export interface AuthScreenProps {
  /** Site title from app info; the welcome line waits for nothing and names the site once known. */
  siteTitle?: string;
  subtitle: string;
  /** Customer-service address; until it is known the link goes to the in-app /kefu page. */
  serviceUrl?: string;
  children: ReactNode;
}

/**
 * The body of /login under the shell's header (spec "Shell": /login shows the logo header
 * with 登录 and 注册): welcome, the active panel, then the visitor and service links.
 */
export function AuthScreen({ siteTitle, subtitle, serviceUrl, children }: AuthScreenProps) {
  return (
    <Page>
      <Main>
        <Hero>
          <Welcome>{siteTitle ? messages.welcome(siteTitle) : messages.welcomeFallback}</Welcome>
          <Subtitle>{subtitle}</Subtitle>
        </Hero>
        {children}
        <Footer>
          <Link to={links.home()}>{messages.visitor}</Link>
          <FooterDivider aria-hidden="true" />
          {serviceUrl ? (
            <a href={serviceUrl} target="_blank" rel="noopener noreferrer">
              {messages.service}
            </a>
          ) : (
            <Link to={links.kefu()}>{messages.service}</Link>
          )}
        </Footer>
      </Main>
    </Page>
  );
}
