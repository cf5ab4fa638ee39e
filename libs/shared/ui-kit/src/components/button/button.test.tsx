import { fireEvent, screen } from '@testing-library/react';
import { Button } from './button';
import { renderUi } from '../../test/render';

describe('Button', () => {
  it('renders its label and reports clicks', () => {
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>立即取款</Button>);
    fireEvent.click(screen.getByRole('button', { name: '立即取款' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is at least a 44 px touch target and filled with the accent when primary', () => {
    renderUi(<Button>确定</Button>);
    const style = getComputedStyle(screen.getByRole('button'));
    expect(style.minHeight).toBe('44px');
    expect(style.backgroundColor).toBe('rgb(37, 87, 232)');
  });

  it('blocks clicks and announces progress while loading', () => {
    const onClick = jest.fn();
    renderUi(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole('button', { name: /提交/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    renderUi(<Button variant="ghost">取消</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });
});
