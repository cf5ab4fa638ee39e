import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { DatePicker } from './date-picker';

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

const meta = {
  title: 'UI Kit/DatePicker',
  component: DatePickerDemo,
} satisfies Meta<typeof DatePickerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A birthday already set: the wheels open on it. */
export const WithValue: Story = { args: { initial: new Date(1990, 4, 17) } };

/** No birthday yet: the wheels open on the latest allowed day. */
export const Unset: Story = { args: { initial: null } };
