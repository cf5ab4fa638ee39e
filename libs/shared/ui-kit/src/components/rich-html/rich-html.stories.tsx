import { RichHtml } from './rich-html';
import { colors } from '../../theme/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The autodocs page: what the component is for, then the props table from its TS types.
const description = [
  "The one place in the product where server HTML reaches the DOM, always sanitized, in the kit's type.",
  '',
  '**Do**',
  '- Pass activity and notice HTML from the API as is.',
  '',
  "**Don't**",
  '- Use `dangerouslySetInnerHTML` anywhere else.',
  '- Restyle the inner HTML per screen.',
].join('\n');

const meta = {
  title: 'UI Kit/RichHtml',
  component: RichHtml,
  tags: ['autodocs'],
  args: {
    html:
      '<h3>活动详情</h3><p>活动期间首次存款即可获得 <strong>100%</strong> 彩金，最高 <em>8,888.00</em> 元。</p>' +
      '<ul><li>真人、电子、棋牌均可参与</li><li>彩金需完成 10 倍流水</li></ul>' +
      '<p><a href="https://example.com/rules">查看完整规则</a></p>',
  },
  decorators: [(Story) => <div style={{ padding: 16, background: colors.surface }}>{Story()}</div>],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof RichHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Hostile server HTML: scripts, handlers, js: links, frames and forms are gone, the text stays. */
export const Sanitized: Story = {
  args: {
    html:
      '<p>正常文字</p><script>alert("xss")</script><img src="x" onerror="alert(1)" alt="坏图片">' +
      '<a href="javascript:alert(1)">危险链接（已失效）</a><iframe src="https://evil.example"></iframe>' +
      '<form action="https://evil.example"><input name="pw"></form><p onclick="alert(1)">点击也不会执行</p>',
  },
};

export const LongText: Story = {
  args: {
    html:
      '<p>' +
      '平台严格遵守负责任博彩原则，所有会员必须年满十八周岁。'.repeat(12) +
      '</p><p>超长不换行文本：' +
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.repeat(4) +
      '</p><table><tr><th>等级</th><th>真人</th><th>体育</th><th>电竞</th><th>棋牌</th><th>电子</th><th>彩票</th></tr>' +
      '<tr><td>VIP1</td><td>0.5%</td><td>0.5%</td><td>0.5%</td><td>0.6%</td><td>0.6%</td><td>0.4%</td></tr></table>',
  },
};

export const WithImage: Story = {
  args: {
    html:
      '<p>活动海报：</p><img alt="首存送彩金" src="data:image/svg+xml;utf8,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="#2557E8"/><text x="40" y="170" font-size="64" fill="#fff" font-family="sans-serif">首存送彩金</text></svg>',
      ) +
      '">',
  },
};

export const Narrow320: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };
