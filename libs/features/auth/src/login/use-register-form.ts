import { errorMessage, useRegisterMutation } from '@h5/api-client';
import { validateRegister, type RegisterField, type RegisterForm } from '@h5/domain';
import { showToast } from '@h5/ui-kit';
import { messages } from '../messages';
import { useAuthForm } from './use-auth-form';
import type { Captcha } from '../captcha/use-captcha';

const EMPTY: RegisterForm = { name: '', password: '', confirmPass: '', realname: '', paypassword: '', code: '' };

/** The register panel's form; the referral code rides along with it. */
export function useRegisterForm(captcha: Captcha, pid: string | undefined, onLoggedIn: (token: string) => Promise<void>) {
  const [register] = useRegisterMutation();
  return useAuthForm<RegisterField, RegisterForm>({
    initial: EMPTY,
    captcha,
    validate: validateRegister,
    send: async (form) => {
      const result = await register({ ...form, name: form.name.trim(), realname: form.realname.trim(), pid });
      if (result.error) return errorMessage(result.error) || messages.failed;
      // docs/product.md §8: register always shows the server's message, success included.
      if (result.data.message) showToast(result.data.message, { icon: 'success' });
      await onLoggedIn(result.data.api_token);
      return null;
    },
  });
}
