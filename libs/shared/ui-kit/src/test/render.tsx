import { render, type RenderOptions } from '@testing-library/react';
import { UiKitProvider } from '../theme/ui-kit-provider';
import type { ReactElement } from 'react';

/** ui-kit's own tests cannot use @h5/test-utils (it depends on ui-kit), hence this twin. */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: UiKitProvider, ...options });
}
