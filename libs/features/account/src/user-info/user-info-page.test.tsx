import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { fail, ok, userFixture } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import UserInfoPage from './user-info-page';
import { blankUserFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);
afterEach(() => act(() => Toast.clear()));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '确认修改' }));

describe('/userInfo', () => {
  it('shows the names read-only and the profile to edit', async () => {
    renderPage(<UserInfoPage />, { at: '/userInfo' });
    expect(await screen.findByDisplayValue('zhangwei88')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('张伟')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('手机号码')).toHaveValue('13800138000');
    expect(screen.getByLabelText('邮箱')).toHaveValue('zhangwei88@163.com');
    expect(screen.getByRole('button', { name: '生日 1990-06-18' })).toHaveTextContent('1990-06-18');
  });

  it('checks mobile, then e-mail, then birthday (docs/product.md §5 order) before calling the server', async () => {
    const { api } = renderPage(<UserInfoPage />, { at: '/userInfo', routes: { '/api/user': ok(blankUserFixture) } });
    await screen.findByDisplayValue('zhangwei88');
    type('邮箱', 'not-an-email');
    type('手机号码', '12345');
    submit();
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    type('手机号码', '13912345678');
    submit();
    expect(await screen.findByText('请输入正确邮箱号')).toBeInTheDocument();
    type('邮箱', 'li@qq.com');
    submit();
    expect(await screen.findByText('请输入正确的日期格式：YYYY-MM-DD')).toBeInTheDocument();
    expect(api.callsTo('/api/updateuserinfo')).toHaveLength(0);
  });

  it('picks the birthday on the wheels and stores the day shown (no 8-hour shift)', async () => {
    const { api } = renderPage(<UserInfoPage />, { at: '/userInfo', routes: { '/api/updateuserinfo': ok([], '操作成功') } });
    await screen.findByDisplayValue('zhangwei88');
    fireEvent.click(screen.getByRole('button', { name: /^生日 / }));
    expect(await screen.findByText('选择生日')).toBeInTheDocument();
    fireEvent.click(screen.getByText('确定'));
    submit();
    await waitFor(() => expect(api.callsTo('/api/updateuserinfo')).toHaveLength(1));
    expect(api.callsTo('/api/updateuserinfo')[0].body).toEqual({
      mobile: '13800138000',
      email: 'zhangwei88@163.com',
      birthday: '1990-06-18',
    });
  });

  it('saves, says 操作成功 and refreshes the cached member', async () => {
    const { api, store } = renderPage(<UserInfoPage />, { at: '/userInfo', routes: { '/api/updateuserinfo': ok([], '操作成功') } });
    await screen.findByDisplayValue('zhangwei88');
    type('手机号码', '13912345678');
    api.answer('/api/user', ok({ ...userFixture, mobile: '13912345678' }));
    submit();
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/api/user')).toHaveLength(2));
    const cached = store.getState().api.queries['user(undefined)']?.data as { mobile: string };
    expect(cached.mobile).toBe('13912345678');
  });

  it('shows the server refusal and the network failure above the button', async () => {
    const { api } = renderPage(<UserInfoPage />, { at: '/userInfo', routes: { '/api/updateuserinfo': fail(202, '手机号已被使用') } });
    await screen.findByDisplayValue('zhangwei88');
    submit();
    expect(await screen.findByText('手机号已被使用')).toBeInTheDocument();
    api.answer('/api/updateuserinfo', 'network-error');
    submit();
    expect(await screen.findByText('网络异常，请检查网络后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认修改' })).toBeEnabled();
  });
});
