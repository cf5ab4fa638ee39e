import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppInfoQuery, useServiceUrlQuery } from '@h5/api-client';
import { links, readQuery, ROUTES } from '@h5/routing';
import { useCompleteLogin } from './use-complete-login';
import { useLoginForm } from './use-login-form';
import { usePasskeyLogin } from './use-passkey-login';
import { useRegisterForm } from './use-register-form';
import { useCaptcha } from '../captcha/use-captcha';

/**
 * /login (docs/product.md §2): `type=1` opens the register panel, `pid` is the referral code sent with
 * register, `redirect` (in-app paths only) is where a successful login lands. The panel
 * lives in the address, so the header's 注册 button works here too.
 */
export function useLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  const { redirect, type, pid } = readQuery(ROUTES.login, location.search);
  const registering = type === 1;
  const onLoggedIn = useCompleteLogin(redirect);
  const { data: app } = useAppInfoQuery();
  const { data: service } = useServiceUrlQuery();
  const captcha = useCaptcha();
  const login = useLoginForm(captcha, onLoggedIn);
  const register = useRegisterForm(captcha, pid, onLoggedIn);
  const passkey = usePasskeyLogin(onLoggedIn);

  // A panel opens as on a first visit: empty, no message, another picture. Reset while
  // rendering (not in an effect) so the other panel never paints with what it held before.
  const [shown, setShown] = useState(registering);
  if (shown !== registering) {
    setShown(registering);
    login.reset();
    register.reset();
    captcha.next();
  }

  const switchPanel = () => navigate(links.login({ redirect, pid, type: registering ? undefined : 1 }), { replace: true });

  return {
    siteTitle: app?.title || undefined,
    serviceUrl: service?.url || undefined,
    registering,
    login,
    register,
    passkey,
    captcha,
    switchPanel,
  };
}
