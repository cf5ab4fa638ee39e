import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { AppStore } from '@h5/api-client';
import { theme } from '@h5/ui-kit';
import { RealityCheck } from './reality-check';

/** Mounts the reality check beside the app (the app's store, the kit's theme); it shows nothing until due. */
export function mountRealityCheck(store: AppStore, doc: Document = document): () => void {
  const host = doc.createElement('div');
  host.dataset['part'] = 'reality-check';
  doc.body.appendChild(host);
  const root = createRoot(host);
  root.render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RealityCheck />
      </ThemeProvider>
    </Provider>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}
