import { MaintenanceScreen } from './maintenance-screen';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Shell/Maintenance',
  component: MaintenanceScreen,
  args: { tips: '系统维护中，预计30分钟后恢复，给您带来不便敬请谅解。' },
} satisfies Meta<typeof MaintenanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The operator left repair_tips empty. */
export const NoTips: Story = { args: { tips: '' } };

export const LongText: Story = {
  args: {
    tips: '尊敬的会员：\n为了给您提供更好的服务，本站将于今日02:00至06:00进行系统升级维护，期间暂停所有服务。\n维护完成后将第一时间恢复，给您带来不便敬请谅解。',
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
