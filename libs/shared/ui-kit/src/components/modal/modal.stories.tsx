import { fn } from 'storybook/test';
import { Modal } from './modal';
import { Button } from '../button/button';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  'An information dialog (welcome text, notices): the one Dialog with its ×; the mask, the × and Escape dismiss it. Long content scrolls inside.',
  '',
  '**Do**',
  '- Use it for information the player reads and dismisses.',
  "- Put actions in `footer` with the kit's Button.",
  '',
  "**Don't**",
  '- Use it for a yes/no question: use `confirm()`.',
  '- Build your own overlay or put an unstyled button in the footer.',
].join('\n');

const meta: Meta<typeof Modal> = {
  title: 'UI Kit/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: { title: '欢迎来到皇冠体育', onClose: fn(), children: <p>新会员首存即享100%优惠，最高可领¥888.00。</p> },
  parameters: { docs: { description: { component: description }, story: { inline: false, iframeHeight: 560 } } },
};

export default meta;
type Story = StoryObj<typeof Modal>;

/** The welcome and notice dialogs: the one Dialog with its ×; mask, × and Escape close it. */
export const Default: Story = {};

/** With an action under the body, from the kit's buttons. */
export const WithFooter: Story = {
  args: { title: '公告', footer: <Button block>查看更多</Button> },
};

/** The body scrolls inside; the title and × stay. */
export const LongText: Story = {
  args: {
    children: Array.from({ length: 20 }, (_, i) => (
      <p key={i}>第{i + 1}条：系统将于今晚进行例行维护，期间部分游戏暂停服务，给您带来不便敬请谅解。</p>
    )),
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
