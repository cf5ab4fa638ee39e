import { fn } from 'storybook/test';
import { GamePageView } from './game-page-view';
import { framedPageFixture } from '../test/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Games/GamePage',
  component: GamePageView,
  args: {
    title: '游戏',
    frameKind: 'game',
    frame: { kind: 'ready', url: framedPageFixture('OB电子 · 骰子', '余额：1,000.00　押大 / 押小') },
    onBack: fn(),
  },
} satisfies Meta<typeof GamePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The venue's game in the frame under the back-arrow bar. */
export const Game: Story = {};

/** dailiD=1: the agent back office. */
export const AgentLogin: Story = {
  args: {
    title: '代理登录',
    frameKind: 'service',
    frame: { kind: 'ready', url: framedPageFixture('代理登录', '请输入代理账号和密码', '#c8102e') },
  },
};

/** dailiD=2: customer service. */
export const Service: Story = {
  args: {
    title: '在线客服',
    frameKind: 'service',
    frame: { kind: 'ready', url: framedPageFixture('在线客服', '您好，请问有什么可以帮您？', '#1f6fd1') },
  },
};

/**
 * app=1: the download starts in a hidden frame (gone after 2 s); the screen shows the address
 * to copy into the phone's own browser and a way to start again.
 */
export const Download: Story = {
  args: {
    title: 'APP下载',
    frameKind: 'download',
    frame: { kind: 'ready', url: 'https://dl.hgty.example/ios/install/hgty-sports-v3.2.1.plist' },
  },
};

/** app=1 on a site whose operator set no download address. */
export const DownloadNoAddress: Story = {
  args: { title: 'APP下载', frameKind: 'download', frame: { kind: 'failed', text: '暂未提供下载地址' } },
};

/** Asking the venue for the game URL. */
export const Loading: Story = { args: { frame: { kind: 'loading' } } };

/** The venue refused: its message, retry and a way back, never a blank frame. */
export const Refused: Story = { args: { frame: { kind: 'failed', text: '场馆维护中，请稍后再试', retry: fn() } } };

/** Opened by a visitor: 请登录！ and a way back. */
export const Visitor: Story = { args: { frame: { kind: 'failed', text: '请登录！' } } };
