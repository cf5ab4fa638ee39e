import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from './carousel';

const slide = (text: string, hue: number) => (
  <div style={{ height: 180, display: 'flex', alignItems: 'center', justifyContent: 'center', background: `hsl(${hue},70%,45%)`, color: '#fff', fontSize: 24 }}>
    {text}
  </div>
);

const meta = {
  title: 'UI Kit/Carousel',
  component: Carousel,
  args: {
    label: 'APP功能介绍',
    slides: [slide('极速存取', 200), slide('海量游戏', 290), slide('安全保障', 20), slide('贴心客服', 110)],
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Advances every 3 s, as the /app screen does. */
export const Autoplay: Story = { args: { autoplayInterval: 3000 } };
/** Still until swiped. */
export const Manual: Story = { args: { autoplayInterval: 0 } };
export const SingleSlide: Story = { args: { slides: [slide('极速存取', 200)] } };
