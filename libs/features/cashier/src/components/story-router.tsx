import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';

/** The views link with react-router; in Storybook the links go nowhere. */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);
