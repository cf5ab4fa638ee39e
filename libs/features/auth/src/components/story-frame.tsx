import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { appInfoFixture, serviceUrlFixture } from '../fixtures';
import { messages } from '../messages';
import { AuthScreen } from './auth-screen';

/** Stories only: a panel inside the /login frame, as the page shows it, with fixture data. */
export function StoryFrame({ registering = false, children }: { registering?: boolean; children: ReactNode }) {
  return (
    <MemoryRouter>
      <AuthScreen
        siteTitle={appInfoFixture.title}
        subtitle={registering ? messages.registerSubtitle : messages.loginSubtitle}
        serviceUrl={serviceUrlFixture.url}
      >
        {children}
      </AuthScreen>
    </MemoryRouter>
  );
}
