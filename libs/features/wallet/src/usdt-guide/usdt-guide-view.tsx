import styled from 'styled-components';
import { Card, InlineAlert, Screen } from '@h5/ui-kit';
import { messages } from '../messages';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};

  caption {
    margin-bottom: ${({ theme }) => theme.space.sm}px;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xs}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  thead th {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  tbody th {
    width: 28%;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    text-align: left;
  }
`;

/** /usdtmore: the static TRC20 / ERC20 comparison; two value columns fit 320 px (fixed layout, wrapping cells). */
export function UsdtGuideView({ onBack }: { onBack: () => void }) {
  const { usdtMore } = messages;
  return (
    <Screen title={usdtMore.title} onBack={onBack}>
      <Card>
        <Table>
          <caption>{usdtMore.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{usdtMore.aspect}</th>
              <th scope="col">TRC20</th>
              <th scope="col">ERC20</th>
            </tr>
          </thead>
          <tbody>
            {usdtMore.rows.map((row) => (
              <tr key={row.aspect}>
                <th scope="row">{row.aspect}</th>
                <td>{row.trc20}</td>
                <td>{row.erc20}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <InlineAlert tone="info">{usdtMore.warning}</InlineAlert>
      </Card>
    </Screen>
  );
}
