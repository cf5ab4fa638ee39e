import { Carousel } from './carousel';
import type { Meta, StoryObj } from '@storybook/react-vite';

const slide = (text: string, hue: number) => (
  <div
    style={{
      height: 180,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: `hsl(${hue},70%,45%)`,
      color: '#fff',
      fontSize: 24,
    }}
  >
    {text}
  </div>
);

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "antd-mobile's Swiper, themed: swipeable slides that loop and advance by themselves unless the player asked for reduced motion.",
  '',
  '**Do**',
  '- Give it a `label` that says what the slides are (APP功能介绍).',
  "- Use slides of the spec's size with real text in the pictures' alt.",
  '',
  "**Don't**",
  '- Put the only copy of important information in a slide: it may be off screen.',
  '- Autoplay fast or import Swiper directly in a feature.',
].join('\n');

const meta = {
  title: 'UI Kit/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: {
    label: 'APP功能介绍',
    slides: [slide('极速存取', 200), slide('海量游戏', 290), slide('安全保障', 20), slide('贴心客服', 110)],
  },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Advances every 3 s, as the /app screen does. */
export const Autoplay: Story = { args: { autoplayInterval: 3000 } };
/** Still until swiped. */
export const Manual: Story = { args: { autoplayInterval: 0 } };
export const SingleSlide: Story = { args: { slides: [slide('极速存取', 200)] } };
