import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { fail, ok } from '@h5/test-utils';
import { installAntdMobileReact19 } from '@h5/ui-kit';
import ApplyAgentPage from './apply-agent-page';
import { blankUserFixture } from '../test/fixtures';
import { renderPage } from '../test/render-page';

beforeAll(installAntdMobileReact19);
afterEach(() => act(() => Toast.clear()));

const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交申请' }));

describe('/applyagent', () => {
  it('shows the consult link and the names read-only, the mobile prefilled', async () => {
    renderPage(<ApplyAgentPage />, { at: '/applyagent' });
    expect(screen.getByRole('link', { name: '咨询客服' })).toHaveAttribute('href', '/kefu');
    expect(await screen.findByDisplayValue('zhangwei88')).toHaveAttribute('readonly');
    expect(screen.getByDisplayValue('张伟')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('手机号码')).toHaveValue('13800138000');
  });

  it('checks the mainland mobile, then the reason (docs/product.md §5 order)', async () => {
    const { api } = renderPage(<ApplyAgentPage />, { at: '/applyagent', routes: { '/api/user': ok(blankUserFixture) } });
    await screen.findByDisplayValue('zhangwei88');
    submit();
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '15412345678' } });
    submit();
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '8613912345678' } });
    submit();
    expect(await screen.findByText('请输入申请理由')).toBeInTheDocument();
    expect(api.callsTo('/api/applyagentdo')).toHaveLength(0);
  });

  it("sends the application and shows the server's message", async () => {
    const { api } = renderPage(<ApplyAgentPage />, {
      at: '/applyagent',
      routes: { '/api/applyagentdo': ok([], '申请已提交，请等待审核') },
    });
    await screen.findByDisplayValue('zhangwei88');
    fireEvent.change(screen.getByLabelText('申请理由'), { target: { value: '有500人的推广群' } });
    submit();
    expect((await screen.findAllByText('申请已提交，请等待审核')).length).toBeGreaterThan(0);
    expect(api.callsTo('/api/applyagentdo')[0].body).toEqual({ mobile: '13800138000', apply_info: '有500人的推广群' });
  });

  it('shows the server refusal and the network failure', async () => {
    const { api } = renderPage(<ApplyAgentPage />, { at: '/applyagent', routes: { '/api/applyagentdo': fail(202, '您已提交过申请') } });
    await screen.findByDisplayValue('zhangwei88');
    fireEvent.change(screen.getByLabelText('申请理由'), { target: { value: '推广' } });
    submit();
    expect(await screen.findByText('您已提交过申请')).toBeInTheDocument();
    api.answer('/api/applyagentdo', 'network-error');
    submit();
    expect(await screen.findByText('网络异常，请检查网络后重试')).toBeInTheDocument();
  });

  it('sends a visitor to /login to apply', async () => {
    const { api } = renderPage(<ApplyAgentPage />, { at: '/applyagent', token: null, routes: { '/api/user': fail(401, '') } });
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13912345678' } });
    fireEvent.change(screen.getByLabelText('申请理由'), { target: { value: '推广' } });
    submit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Fapplyagent');
    await waitFor(() => expect(api.callsTo('/api/user')).toHaveLength(0));
  });
});
