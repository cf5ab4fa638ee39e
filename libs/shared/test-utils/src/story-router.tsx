import { MemoryRouter } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';

/**
 * Views link to other screens with react-router; a story gives them a router whose links go
 * nowhere. Stories may import test-utils (docs/architecture.md §2), and every feature's do.
 */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);
