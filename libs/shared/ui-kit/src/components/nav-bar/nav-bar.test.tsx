import { fireEvent, screen } from '@testing-library/react';
import { NavBar } from './nav-bar';
import { renderUi } from '../../test/render';

describe('NavBar', () => {
  it('shows the title as the page heading, 46 px high', () => {
    renderUi(<NavBar title="消息" />);
    expect(screen.getByRole('heading', { level: 1, name: '消息' })).toBeInTheDocument();
    expect(getComputedStyle(screen.getByRole('banner')).height).toBe('46px');
  });

  it('has a labelled back button that calls onBack', () => {
    const onBack = jest.fn();
    renderUi(<NavBar title="存款" onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('with an empty title has no heading, only the back arrow (the error state of a page)', () => {
    renderUi(<NavBar title="" onBack={() => undefined} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });

  it('has no back button without onBack, and renders the right slot', () => {
    renderUi(<NavBar title="我的" right={<button type="button">客服</button>} />);
    expect(screen.queryByRole('button', { name: '返回' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '客服' })).toBeInTheDocument();
  });

  it('is the banner landmark inside the page only when asked (screens without the shell header)', () => {
    const { unmount } = renderUi(
      <main>
        <NavBar title="转账" banner />
      </main>,
    );
    // Browsers don't map a <header> inside <main> to the banner role (jsdom does), so the
    // explicit role is what makes it a landmark there.
    expect(screen.getByRole('heading', { name: '转账' }).closest('header')).toHaveAttribute('role', 'banner');
    unmount();
    renderUi(
      <main>
        <NavBar title="我的钱包" />
      </main>,
    );
    expect(screen.getByRole('heading', { name: '我的钱包' }).closest('header')).not.toHaveAttribute('role');
  });
});
