import { Card, DataTable, InlineAlert, Screen } from '@h5/ui-kit';
import { messages } from '../messages';

/** /usdtmore: the static TRC20 / ERC20 comparison; two value columns fit 320 px (fixed layout, wrapping cells). */
export function UsdtGuideView({ onBack }: { onBack: () => void }) {
  const { usdtMore } = messages;
  return (
    <Screen title={usdtMore.title} onBack={onBack}>
      <Card>
        <DataTable $align="start" $fixed $accentHeads $cellPadding={['sm', 'xs']}>
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
        </DataTable>
        <InlineAlert tone="info">{usdtMore.warning}</InlineAlert>
      </Card>
    </Screen>
  );
}
