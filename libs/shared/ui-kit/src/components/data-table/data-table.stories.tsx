import { DataTable } from './data-table';
import { Amount } from '../amount/amount';
import { Card } from '../card/card';
import { Stack } from '../layout/stack';
import type { Meta, StoryObj } from '@storybook/react-vite';

const description = [
  'A table of rows under column headings: every line ruled, headings in the secondary colour, the `aria-current="true"` row (the player’s level) in the accent. `$align` centres a grid of levels or puts a statement’s figures at the end; `$size="xs"` for many columns.',
  '',
  '**Do**',
  '- Give every column a `th scope="col"`, a row heading `th scope="row"`.',
  '- Put a figure that must not break in a `span` (an amount does).',
  '',
  "**Don't**",
  '- Use it for one record’s terms and values: that is DetailRows or DescriptionList.',
].join('\n');

const meta = {
  title: 'UI Kit/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  parameters: { layout: 'padded', docs: { description: { component: description } } },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const levels = (
  <>
    <thead>
      <tr>
        <th scope="col">等级</th>
        <th scope="col">真人</th>
        <th scope="col">电子</th>
        <th scope="col">体育</th>
      </tr>
    </thead>
    <tbody>
      {[1, 2, 3].map((level) => (
        <tr key={level} aria-current={level === 2 ? 'true' : undefined}>
          <td>{`VIP${level}`}</td>
          <td>{`${(0.4 + level / 10).toFixed(1)}%`}</td>
          <td>{`${(0.5 + level / 10).toFixed(1)}%`}</td>
          <td>{`${(0.3 + level / 10).toFixed(1)}%`}</td>
        </tr>
      ))}
    </tbody>
  </>
);

/** A centred level grid (the player’s row marked), a statement with its figures at the end, a fixed comparison with accent headings. */
export const AllVariants: Story = {
  render: () => (
    <Stack $gap="lg">
      <Card>
        <DataTable $size="xs" $cellPadding={['xs', 'xxs']}>
          {levels}
        </DataTable>
      </Card>
      <Card>
        <DataTable $align="ends">
          <thead>
            <tr>
              <th scope="col">月份</th>
              <th scope="col">存款</th>
              <th scope="col">净额</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">2024-05</th>
              <td>
                <Amount fen={1200000} size="sm" />
              </td>
              <td>
                <Amount fen={-35000} size="sm" signed />
              </td>
            </tr>
          </tbody>
        </DataTable>
      </Card>
      <Card>
        <DataTable $align="start" $fixed $accentHeads $cellPadding={['sm', 'xs']}>
          <caption>TRC20 与 ERC20</caption>
          <thead>
            <tr>
              <th scope="col">对比项</th>
              <th scope="col">TRC20</th>
              <th scope="col">ERC20</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">手续费</th>
              <td>低</td>
              <td>较高，随网络拥堵变化</td>
            </tr>
          </tbody>
        </DataTable>
      </Card>
    </Stack>
  ),
};

/** At 320 px: a long heading keeps its words, a band’s amounts stay whole. */
export const Narrow320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: () => (
    <Card>
      <DataTable $size="xs" $cellPadding="xs">
        <thead>
          <tr>
            <th scope="col">Período</th>
            <th scope="col">Depósito acumulado</th>
            <th scope="col">Envelopes</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Diário</td>
            <td>
              <span>R$1.000.000,00</span> - <span>R$10.000.000,00</span>
            </td>
            <td>8</td>
          </tr>
        </tbody>
      </DataTable>
    </Card>
  ),
};
