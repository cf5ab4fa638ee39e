import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createNavigator } from './session/navigator';
import { createShellStore } from './session/create-shell-store';

// antd-mobile's React 19 shim (installAntdMobileReact19) is not installed here: it drags
// antd-mobile's render utilities and a regenerator runtime into the first paint, and every
// imperative antd-mobile call (ui-kit's showToast/confirm, the 认证失败 dialog) installs it
// itself right before rendering.
const navigator = createNavigator();
const store = createShellStore({ navigator });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} navigator={navigator} />
  </StrictMode>,
);
