import { errorMessage, useLoginMutation } from '@h5/api-client';
import { validateLogin, type LoginField, type LoginForm } from '@h5/domain';
import { messages } from '../messages';
import { useAuthForm } from './use-auth-form';
import type { Captcha } from '../captcha/use-captcha';

const EMPTY: LoginForm = { name: '', password: '', code: '' };

/** The login panel's form: validate, call login_pc, show the server's text on failure. */
export function useLoginForm(captcha: Captcha, onLoggedIn: (token: string) => Promise<void>) {
  const [login] = useLoginMutation();
  return useAuthForm<LoginField, LoginForm>({
    initial: EMPTY,
    captcha,
    validate: validateLogin,
    send: async ({ name, password, code }) => {
      const result = await login({ name: name.trim(), password, code });
      if (result.error) return errorMessage(result.error) || messages.failed;
      await onLoggedIn(result.data.api_token);
      return null;
    },
  });
}
