import styled from 'styled-components';

const Rules = styled.ol`
  margin: 0;
  padding-left: 1.4em;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: 1.6;
`;

/** The numbered rule texts of a promotion (red packets, VIP levels): docs/product.md §4/§9, one line each. */
export function RuleList({ rules }: { rules: readonly string[] }) {
  return (
    <Rules>
      {rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </Rules>
  );
}
