import type { StatementMonth } from '@h5/api-contract';
import { parseSignedYuan } from '@h5/domain';
import { Amount, DataTable, Section, Skeleton } from '@h5/ui-kit';
import { messages } from '../messages';

const text = messages.responsibleGaming.statement;

const fen = (yuan: string) => parseSignedYuan(yuan);

/** Deposits, withdrawals and the net per month (money with its ¥, as everywhere: docs/product.md §2) for the last 12 months (Beijing), newest first. */
export function StatementSection({ months }: { months: StatementMonth[] | null }) {
  return (
    <Section title={text.title}>
      {months === null ? (
        <Skeleton lines={4} />
      ) : (
        <DataTable $align="ends">
          <thead>
            <tr>
              <th scope="col">{text.month}</th>
              <th scope="col">{text.deposits}</th>
              <th scope="col">{text.withdrawals}</th>
              <th scope="col">{text.net}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td>
                  <Amount fen={fen(m.deposits)} size="sm" />
                </td>
                <td>
                  <Amount fen={fen(m.withdrawals)} size="sm" />
                </td>
                <td>
                  <Amount fen={fen(m.net)} size="sm" signed />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Section>
  );
}
