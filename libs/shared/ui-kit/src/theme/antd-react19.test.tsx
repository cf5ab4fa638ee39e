import { act, screen } from '@testing-library/react';
import { Toast, unstableSetRender } from 'antd-mobile';
import { installAntdMobileReact19 } from './antd-react19';

describe('installAntdMobileReact19', () => {
  it('makes Toast.show render under React 19 and is idempotent', async () => {
    installAntdMobileReact19();
    const render = unstableSetRender();
    installAntdMobileReact19();
    expect(unstableSetRender()).toBe(render);

    act(() => {
      Toast.show({ content: 'shim works' });
    });
    expect(await screen.findByText('shim works')).toBeInTheDocument();
    act(() => Toast.clear());
  });
});
