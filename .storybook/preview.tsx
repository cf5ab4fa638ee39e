import type { Decorator, Preview } from '@storybook/react-vite';
import { installAntdMobileReact19, UiKitProvider } from '@h5/ui-kit';

// Toast and Dialog stories render imperatively; under React 19 they need this once.
installAntdMobileReact19();

/** Default phone width; a story sets `parameters.frameWidth` (e.g. 320) to test narrow screens. */
const PHONE_WIDTH = 375;

const withPhoneFrame: Decorator = (Story, { parameters }) => {
  const width = (parameters['frameWidth'] as number | undefined) ?? PHONE_WIDTH;
  return (
    <UiKitProvider>
      <div data-frame-width={width} style={{ width, maxWidth: '100%', minHeight: '100vh', margin: '0 auto' }}>
        <Story />
      </div>
    </UiKitProvider>
  );
};

const preview: Preview = {
  decorators: [withPhoneFrame],
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        narrow: { name: 'Narrow 320', styles: { width: '320px', height: '568px' }, type: 'mobile' },
      },
    },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  initialGlobals: {
    viewport: { value: 'phone', isRotated: false },
  },
};

export default preview;
