import styled from 'styled-components';

const Alert = styled.p`
  margin: ${({ theme }) => theme.space.lg}px 0 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
`;

/** A message that belongs to no single field: the server's answer to a failed login or register. */
export function FormAlert({ message }: { message: string }) {
  return <Alert role="alert">{message}</Alert>;
}
