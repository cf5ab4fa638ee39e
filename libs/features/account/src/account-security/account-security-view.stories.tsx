import { fn } from 'storybook/test';
import { firstOverviewFixture, oneSessionFixture, overviewFixture, sessionsFixture } from './account-security-fixtures';
import { AccountSecurityView } from './account-security-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Account/AccountSecurity',
  component: AccountSecurityView,
  args: {
    onBack: fn(),
    state: 'ready',
    overview: overviewFixture,
    sessions: sessionsFixture,
    onRetry: fn(),
    onAddPasskey: fn(),
    onRenamePasskey: fn(),
    onRemovePasskey: fn(),
    onTotpOn: fn(),
    onTotpOff: fn(),
    onEndSession: fn(),
    onEndOthers: fn(),
    onIdle: fn(),
    onNotMe: fn(),
  },
} satisfies Meta<typeof AccountSecurityView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two passkeys, the authenticator on, the previous login, this device and another, idle logout after 15 minutes. */
export const Protected: Story = {};

/** Nothing added yet, on the first login: the invitation to add a passkey, one device. */
export const NothingAdded: Story = { args: { overview: firstOverviewFixture, sessions: oneSessionFixture } };

/** The overview is on its way. */
export const Loading: Story = { args: { state: 'loading', overview: null, sessions: [] } };

/** The overview could not be read: retry. */
export const Error: Story = { args: { state: 'error', overview: null, sessions: [] } };
