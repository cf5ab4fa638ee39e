import { LoginPanel } from './login-panel';
import { useLoginForm } from './use-login-form';

export interface PanelContainerProps {
  onLoggedIn: (token: string) => Promise<void>;
  onSwitch: () => void;
}

export function LoginContainer({ onLoggedIn, onSwitch }: PanelContainerProps) {
  const form = useLoginForm(onLoggedIn);
  return (
    <LoginPanel
      values={form.values}
      onChange={form.change}
      error={form.error}
      submitting={form.submitting}
      captcha={form.captcha}
      onCaptchaClick={form.captcha.next}
      onSubmit={form.submit}
      onSwitch={onSwitch}
    />
  );
}
