import styled from 'styled-components';

/** A line of /recharge's secondary text: the protocol's label, the USDT steps, the limits left. */
export const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;
