import { installAntdMobileReact19, UiKitProvider } from '@h5/ui-kit';
import type { Decorator, Preview } from '@storybook/react-vite';

// Toast and Dialog stories render imperatively; under React 19 they need this once.
installAntdMobileReact19();

/**
 * Screens fill the phone (the default viewport is 375×667; narrow stories set
 * `globals: { viewport: { value: 'narrow' } }` for a real 320×568). Small components set
 * `parameters.layout: 'padded'` and sit on one padded canvas instead of a bare grey phone.
 */
const withPhoneFrame: Decorator = (Story, { parameters }) => {
  // Storybook pads the 'padded' layout itself; screens get a full-height page.
  const padded = parameters['layout'] === 'padded';
  return <UiKitProvider>{padded ? <Story /> : <div style={{ minHeight: '100vh' }}>{Story()}</div>}</UiKitProvider>;
};

const preview: Preview = {
  decorators: [withPhoneFrame],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 375×667', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        narrow: { name: 'Narrow 320×568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
      },
    },
    // The panel runs the rules the CI scan runs; a finding is an error, not a hint.
    a11y: {
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
      test: 'error',
    },
    options: {
      storySort: { order: ['UI Kit', 'Features', ['Shell', '*']] },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  initialGlobals: {
    viewport: { value: 'phone', isRotated: false },
  },
};

export default preview;
