import type { PanelContainerProps } from '../login/login-container';
import { RegisterPanel } from './register-panel';
import { useRegisterForm } from './use-register-form';

export function RegisterContainer({ pid, onLoggedIn, onSwitch }: PanelContainerProps & { pid?: string }) {
  const form = useRegisterForm(pid, onLoggedIn);
  return (
    <RegisterPanel
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
