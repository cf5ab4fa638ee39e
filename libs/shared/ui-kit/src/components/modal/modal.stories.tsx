import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal } from './modal';

const meta: Meta<typeof Modal> = {
  title: 'UI Kit/Modal',
  component: Modal,
  args: { title: '欢迎来到皇冠体育', onClose: () => undefined, children: <p>新会员首存即享100%优惠，最高可领888元。</p> },
};
export default meta;
type Story = StoryObj<typeof Modal>;

export const Default: Story = {};

export const WithFooter: Story = {
  args: { title: '公告', footer: <button type="button">查看更多</button> },
};

export const LongText: Story = {
  args: {
    children: Array.from({ length: 20 }, (_, i) => <p key={i}>第{i + 1}条：系统将于今晚进行例行维护，期间部分游戏暂停服务，给您带来不便敬请谅解。</p>),
  },
};

export const Narrow320: Story = { name: 'Narrow320', parameters: { frameWidth: 320 } };
