import { useAppInfoQuery, useServiceUrlQuery } from '@h5/api-client';
import { links, readQuery, ROUTES } from '@h5/routing';
import { useLocation, useNavigate } from 'react-router-dom';
import { AuthScreen } from '../components/auth-screen';
import { LoginContainer } from '../login/login-container';
import { messages } from '../messages';
import { RegisterContainer } from '../register/register-container';
import { useCompleteLogin } from '../session/use-complete-login';

/**
 * /login (docs/product.md §2): `type=1` opens the register panel, `pid` is the referral code sent with
 * register, `redirect` (in-app paths only) is where a successful login lands. The panel
 * lives in the address, so the header's 注册 button works here too, and switching panels
 * remounts the form, which resets it.
 */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { redirect, type, pid } = readQuery(ROUTES.login, location.search);
  const registering = type === 1;
  const onLoggedIn = useCompleteLogin(redirect);
  const { data: app } = useAppInfoQuery();
  const { data: service } = useServiceUrlQuery();

  const switchPanel = () => navigate(links.login({ redirect, pid, type: registering ? undefined : 1 }), { replace: true });

  return (
    <AuthScreen
      siteTitle={app?.title || undefined}
      subtitle={registering ? messages.registerSubtitle : messages.loginSubtitle}
      serviceUrl={service?.url || undefined}
    >
      {registering ? (
        <RegisterContainer key="register" pid={pid} onLoggedIn={onLoggedIn} onSwitch={switchPanel} />
      ) : (
        <LoginContainer key="login" onLoggedIn={onLoggedIn} onSwitch={switchPanel} />
      )}
    </AuthScreen>
  );
}
