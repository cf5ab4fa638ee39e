import { screen } from '@testing-library/react';
import { DataTable } from './data-table';
import { renderUi } from '../../test/render';
import { colors, fontSizes } from '../../theme/tokens';

const table = (props: Parameters<typeof DataTable>[0]) => (
  <DataTable {...props}>
    <thead>
      <tr>
        <th scope="col">等级</th>
        <th scope="col">真人</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>VIP1</td>
        <td>0.5%</td>
      </tr>
      <tr aria-current="true">
        <td>VIP2</td>
        <td>
          <span>0.6%</span>
        </td>
      </tr>
    </tbody>
  </DataTable>
);

describe('DataTable', () => {
  it('is a full-width ruled table, centred by default, its headings secondary and the current row in the accent', () => {
    renderUi(table({ $size: 'xs' }));
    expect(screen.getByRole('table')).toHaveStyle({ width: '100%', fontSize: `${fontSizes.xs}px`, textAlign: 'center' });
    expect(screen.getByRole('columnheader', { name: '等级' })).toHaveStyle({
      color: colors.textSecondary,
      borderBottom: `1px solid ${colors.border}`,
    });
    expect(screen.getByRole('cell', { name: 'VIP2' })).toHaveStyle({ color: colors.accent });
    expect(screen.getByRole('cell', { name: 'VIP1' })).not.toHaveStyle({ color: colors.accent });
    expect(screen.getByText('0.6%')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('puts the figures at the end with ends, fixes the columns and colours the headings on request', () => {
    renderUi(table({ $align: 'ends', $fixed: true, $accentHeads: true, $cellPadding: ['sm', 'xs'] }));
    expect(screen.getByRole('table')).toHaveStyle({ textAlign: 'right', tableLayout: 'fixed' });
    expect(screen.getByRole('cell', { name: 'VIP1' })).toHaveStyle({ textAlign: 'left', padding: '8px 4px' });
    expect(screen.getByRole('columnheader', { name: '真人' })).toHaveStyle({ color: colors.accent });
  });

  it('starts every cell at the top left with start, and only then at the top', () => {
    // jsdom computes no vertical-align: read the table's own rules.
    const rules = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const { unmount } = renderUi(table({}));
    expect(rules()).not.toContain('vertical-align:top');
    unmount();
    renderUi(table({ $align: 'start' }));
    expect(screen.getByRole('table')).toHaveStyle({ textAlign: 'left' });
    expect(rules()).toContain('vertical-align:top');
  });
});
