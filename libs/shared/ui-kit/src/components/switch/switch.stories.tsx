import { fn } from 'storybook/test';
import { Switch } from './switch';
import { colors } from '../../theme/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "antd-mobile's Switch, made reachable by keyboard: Space/Enter toggle it as they toggle a native switch.",
  '',
  '**Do**',
  '- Name it with `labelledBy` and describe it with `describedBy`.',
  '- Set `loading` while the change is saved.',
  '',
  "**Don't**",
  '- Use a switch for an action that needs a confirm button.',
  '- Leave it without a visible label.',
].join('\n');

const meta = {
  title: 'UI Kit/Switch',
  component: Switch,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, padding: 16, background: colors.surface }}
      >
        <div>
          <div id="story-switch-label">自动免转</div>
          <div id="story-switch-hint" style={{ color: colors.textSecondary, fontSize: 12 }}>
            开启后余额自动转入游戏场馆
          </div>
        </div>
        <Story />
      </div>
    ),
  ],
  args: { checked: false, onChange: fn(), labelledBy: 'story-switch-label', describedBy: 'story-switch-hint' },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { checked: true } };
/** Saving the new value: spinner, taps ignored. */
export const Saving: Story = { args: { checked: false, loading: true } };
export const Disabled: Story = { args: { disabled: true } };
