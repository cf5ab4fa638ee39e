import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useLoginMutation, type AppDispatch } from '@h5/api-client';
import type { BusinessCode } from '@h5/api-contract';
import { validateLogin, type LoginField, type LoginForm, translated } from '@h5/domain';
import { messages } from '../messages';
import { useAuthForm } from './use-auth-form';
import type { Captcha } from '../captcha/use-captcha';

const EMPTY: LoginForm = { name: '', password: '', code: '' };
// By type only: the code table itself stays off /login's first paint.
const SELF_EXCLUDED = 231 satisfies typeof BusinessCode.selfExcluded;

/** The login panel's form: validate, call login_pc, show the server's text on failure (and, in a time-out, the way to withdraw). */
export function useLoginForm(captcha: Captcha, onLoggedIn: (token: string) => Promise<void>) {
  const [login] = useLoginMutation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  return useAuthForm<LoginField, LoginForm>({
    initial: EMPTY,
    captcha,
    validate: validateLogin,
    send: async ({ name, password, code }) => {
      const result = await login({ name: name.trim(), password, code });
      if (result.error) {
        const refusal = errorMessage(result.error) || messages.failed;
        // Refused in a time-out or self-exclusion (231); the answer may carry a session
        // that can still withdraw, which a dialog in a chunk of its own offers.
        if ((result.error as { code?: number }).code === SELF_EXCLUDED) {
          const error = result.error;
          void import('../withdraw-only/offer-withdrawal')
            // Its texts in the active language first (docs/i18n.md).
            .then(translated)
            .then((m) => m.offerWithdrawal(error, refusal, dispatch, navigate));
        }
        return refusal;
      }
      await onLoggedIn(result.data.api_token);
      return null;
    },
  });
}
