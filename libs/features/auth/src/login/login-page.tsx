import { useState } from 'react';
import { Link } from 'react-router-dom';
import { activeLocale } from '@h5/domain';
import { LanguagePicker } from '@h5/feature-kit';
import { links } from '@h5/routing';
import { messages } from '../messages';
import { LoginView } from './login-view';
import { useLogin } from './use-login';
import type { PanelForm } from './panel-form';
import type { AuthForm } from './use-auth-form';

/** Its texts in the active language before it renders (lazyWithRetry). */
export { catalogue } from '../locales';

/** /login: the login panel, or the register panel with `type=1`. */
export default function LoginPage() {
  const model = useLogin();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <LoginView
        siteTitle={model.siteTitle}
        serviceUrl={model.serviceUrl}
        // The links themselves, made here: /login's first paint has no room for feature-kit's
        // useRouteLink module (docs/performance.md).
        visitorLink={<Link to={links.home()}>{messages.visitor}</Link>}
        serviceLink={<Link to={links.kefu()}>{messages.service}</Link>}
        panel={
          model.registering
            ? { kind: 'register', ...panelForm(model.register) }
            : { kind: 'login', ...panelForm(model.login), onPasskey: model.passkey.start, passkeyBusy: model.passkey.busy }
        }
        captcha={model.captcha}
        onCaptchaClick={model.captcha.next}
        onSwitch={model.switchPanel}
        locale={activeLocale()}
        onLanguage={() => setPicking(true)}
      />
      {/* A pick saves the language and reloads the page in it. */}
      <LanguagePicker visible={picking} title={messages.language} onClose={() => setPicking(false)} />
    </>
  );
}

const panelForm = <F extends string, V>(form: AuthForm<F, V>): PanelForm<F, V> => ({
  values: form.values,
  error: form.error,
  submitting: form.submitting,
  onChange: form.change,
  onSubmit: () => void form.submit(),
});
