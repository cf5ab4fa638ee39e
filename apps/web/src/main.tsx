import { installAntdMobileReact19 } from '@h5/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createNavigator } from './session/navigator';
import { createShellStore } from './session/create-shell-store';

installAntdMobileReact19();

const navigator = createNavigator();
const store = createShellStore({ navigator });

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App store={store} navigator={navigator} />
  </StrictMode>,
);
