import { Grid } from './grid';
import { Card } from '../card/card';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'Children in `$columns` equal columns, row after row; a column never widens past its share, so a long word wraps at 320 px.',
  '',
  '**Do**',
  '- Use it for tiles and shortcuts of equal width.',
  '',
  "**Don't**",
  '- Use it for a row of unequal things: use Inline.',
].join('\n');

const meta = {
  title: 'UI Kit/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { $columns: 2, $gap: 'md' },
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const venues = ['真人视讯', '电子游艺', '棋牌游戏', '体育赛事', '彩票投注', '捕鱼达人'];

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {[2, 3].map((columns) => (
        <Grid key={columns} $columns={columns} $gap="md">
          {venues.map((name) => (
            <Card key={name}>{name}</Card>
          ))}
        </Grid>
      ))}
    </div>
  ),
};

export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: (args) => (
    <Grid {...args} $columns={3}>
      {[...venues, 'PragmaticPlayLiveCasinoVenue'].map((name) => (
        <Card key={name} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Card>
      ))}
    </Grid>
  ),
};
