import styled from 'styled-components';
import { Button, showToast } from '@h5/ui-kit';
import { act, fireEvent, renderWithTheme, screen } from './index';
import type { ReactNode } from 'react';

const Accent = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`;

describe('renderWithTheme', () => {
  it('provides the ui-kit theme to styled components', () => {
    renderWithTheme(<Accent>主题色</Accent>);
    expect(getComputedStyle(screen.getByText('主题色')).color).toBe('rgb(37, 87, 232)');
  });

  it('renders ui-kit components that work as in the app', () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>确定</Button>);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('nests a caller wrapper inside the provider', () => {
    const Frame = ({ children }: { children: ReactNode }) => <section aria-label="外层">{children}</section>;
    renderWithTheme(<Accent>内容</Accent>, { wrapper: Frame });
    const region = screen.getByRole('region', { name: '外层' });
    expect(region).toContainElement(screen.getByText('内容'));
    expect(getComputedStyle(screen.getByText('内容')).color).toBe('rgb(37, 87, 232)');
  });

  it('lets imperative toasts show (the React 19 shim is in place)', async () => {
    renderWithTheme(<span />);
    act(() => showToast('复制成功！'));
    expect(await screen.findByText('复制成功！')).toBeInTheDocument();
  });
});
