import { LoginView } from './login-view';
import { useLogin } from './use-login';
import type { PanelForm } from './panel-form';
import type { AuthForm } from './use-auth-form';

/** /login: the login panel, or the register panel with `type=1`. */
export default function LoginPage() {
  const model = useLogin();
  return (
    <LoginView
      siteTitle={model.siteTitle}
      serviceUrl={model.serviceUrl}
      panel={model.registering ? { kind: 'register', ...panelForm(model.register) } : { kind: 'login', ...panelForm(model.login) }}
      captcha={model.captcha}
      onCaptchaClick={model.captcha.next}
      onSwitch={model.switchPanel}
    />
  );
}

const panelForm = <F extends string, V>(form: AuthForm<F, V>): PanelForm<F, V> => ({
  values: form.values,
  error: form.error,
  submitting: form.submitting,
  onChange: form.change,
  onSubmit: () => void form.submit(),
});
