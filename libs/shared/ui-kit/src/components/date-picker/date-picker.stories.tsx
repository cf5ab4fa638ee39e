import { useState } from 'react';
import { DatePicker } from './date-picker';
import { Button } from '../button/button';
import type { Meta, StoryObj } from '@storybook/react-vite';

function DatePickerDemo({ initial }: { initial: Date | null }) {
  const [visible, setVisible] = useState(true);
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <div style={{ padding: 16 }}>
      <p>生日：{value ? `${value.getFullYear()}-${value.getMonth() + 1}-${value.getDate()}` : '未设置'}</p>
      <Button onClick={() => setVisible(true)}>选择生日</Button>
      <DatePicker
        visible={visible}
        title="选择生日"
        value={value}
        min={new Date(1980, 0, 1)}
        max={new Date(2026, 10, 23)}
        onConfirm={setValue}
        onClose={() => setVisible(false)}
      />
    </div>
  );
}

// The docs page's first props tab is this demo; the second is the component's own props.
DatePickerDemo.displayName = 'DatePickerDemo';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "antd-mobile's day picker (year / month / day wheels) in a bottom popup, themed and labelled with the kit's 确定/取消. The stories drive it through a small demo; the props below are DatePicker's.",
  '',
  '**Do**',
  '- Bound it with `min`/`max` (birthday: not in the future).',
  '- Keep `visible` in the screen and close it in `onClose`.',
  '',
  "**Don't**",
  '- Hand-roll a calendar or use a native `<input type=date>`.',
  '- Apply the date before 确定.',
].join('\n');

const meta = {
  title: 'UI Kit/DatePicker',
  component: DatePickerDemo,
  tags: ['autodocs'],
  subcomponents: { DatePicker },
  parameters: { docs: { description: { component: description }, story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof DatePickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A birthday already set: the wheels open on it. */
export const WithValue: Story = { args: { initial: new Date(1990, 4, 17) } };

/** No birthday yet: the wheels open on the latest allowed day. */
export const Unset: Story = { args: { initial: null } };
