import { errorMessage, useLoginMutation } from '@h5/api-client';
import { validateLogin, type LoginField, type LoginForm } from '@h5/domain';
import { messages } from '../messages';
import { useAuthForm } from './use-auth-form';
import { useWithdrawOnlyOffer, withdrawOnlySession } from '../withdraw-only/use-withdraw-only-offer';
import type { Captcha } from '../captcha/use-captcha';

const EMPTY: LoginForm = { name: '', password: '', code: '' };

/** The login panel's form: validate, call login_pc, show the server's text on failure (and, in a time-out, the way to withdraw). */
export function useLoginForm(captcha: Captcha, onLoggedIn: (token: string) => Promise<void>) {
  const [login] = useLoginMutation();
  const offerWithdrawal = useWithdrawOnlyOffer();
  return useAuthForm<LoginField, LoginForm>({
    initial: EMPTY,
    captcha,
    validate: validateLogin,
    send: async ({ name, password, code }) => {
      const result = await login({ name: name.trim(), password, code });
      if (result.error) {
        const refusal = errorMessage(result.error) || messages.failed;
        // Issue 34: refused in a time-out or self-exclusion, with a session that can still withdraw.
        const withdrawOnly = withdrawOnlySession(result.error);
        if (withdrawOnly) void offerWithdrawal(withdrawOnly, refusal);
        return refusal;
      }
      await onLoggedIn(result.data.api_token);
      return null;
    },
  });
}
