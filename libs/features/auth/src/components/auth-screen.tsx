import { links } from '@h5/routing';
import { NavBar } from '@h5/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../messages';
import { Footer, FooterDivider, Hero, HeroText, Logo, Main, Page, Subtitle, Welcome } from './auth-screen.styles';

export interface AuthScreenProps {
  /** Navigation bar title: 登录 or 注册. */
  title: string;
  onBack: () => void;
  /** Site title and logo from app info; the hero waits for neither. */
  siteTitle?: string;
  siteLogo?: string;
  subtitle: string;
  /** Customer-service address; until it is known the link goes to the in-app /kefu page. */
  serviceUrl?: string;
  children: ReactNode;
}

/** The frame of /login: bar, welcome, the active panel, then the visitor and service links. */
export function AuthScreen({ title, onBack, siteTitle, siteLogo, subtitle, serviceUrl, children }: AuthScreenProps) {
  return (
    <Page>
      <NavBar title={title} onBack={onBack} />
      <Main>
        <Hero>
          {siteLogo && <Logo src={siteLogo} alt="" width={48} height={48} />}
          <HeroText>
            <Welcome>{siteTitle ? messages.welcome(siteTitle) : title}</Welcome>
            <Subtitle>{subtitle}</Subtitle>
          </HeroText>
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
