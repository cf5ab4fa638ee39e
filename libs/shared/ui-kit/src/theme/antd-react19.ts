import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type RootHost = (Element | DocumentFragment) & { _reactRoot?: Root };

let installed = false;

/**
 * antd-mobile 5 renders Toast/Dialog imperatively through react-dom's legacy `render`, which
 * React 19 removed, so `Toast.show` and `Dialog.confirm` silently do nothing. This points
 * antd-mobile at `createRoot` instead. Safe to call any number of times.
 */
export function installAntdMobileReact19(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container) => {
    const host = container as RootHost;
    host._reactRoot ||= createRoot(host);
    const root = host._reactRoot;
    root.render(node);
    return async () => {
      // Let the closing animation's last frame commit before the root goes away.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host._reactRoot;
    };
  });
}
