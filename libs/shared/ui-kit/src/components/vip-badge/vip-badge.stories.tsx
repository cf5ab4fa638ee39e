import styled from 'styled-components';
import { VipBadge } from './vip-badge';
import type { Meta, StoryObj } from '@storybook/react-vite';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
`;

const Cell = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const description = [
  'The VIP level badge: bronze (VIP1-3), silver (4-6), gold (7-9), then the diamond VIP10;',
  'sparkles count the step within a metal. An image named `VIP{n}`, or `decorative` next to a text that already says the level.',
].join(' ');

const meta = {
  title: 'UI Kit/VipBadge',
  component: VipBadge,
  tags: ['autodocs'],
  args: { level: 3, size: 48 },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof VipBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One badge; change the level in the controls. */
export const Default: Story = {};

/** The ten levels as the /vip card shows them, then small as in the /vip tabs and on /mine. */
export const AllVariants: Story = {
  render: () => (
    <>
      {[48, 28, 18].map((size) => (
        <Row key={size}>
          {Array.from({ length: 10 }, (_, i) => (
            <Cell key={i}>
              <VipBadge level={i + 1} size={size} />
              <figcaption>{`VIP${i + 1}`}</figcaption>
            </Cell>
          ))}
        </Row>
      ))}
    </>
  ),
};
