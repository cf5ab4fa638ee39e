import { screen, waitFor } from '@testing-library/react';
import { ok } from '../test/fake-api';
import { renderShell } from '../test/render-shell';

describe('startup', () => {
  it('sends the browser to the visit URL, with the register panel when the address had a referral code', async () => {
    const { redirect } = renderShell({ at: '/?pid=A88', answers: { '/api/getVisitUrl': ok({ url: 'https://new.example.com' }) } });
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://new.example.com/#/login?type=1&pid=A88'));
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('stays when the server says the player already is on the site', async () => {
    const { redirect, api } = renderShell({ at: '/' });
    await screen.findByText('home page at /');
    await waitFor(() => expect(api.callsTo('/api/getVisitUrl')).toHaveLength(1));
    expect(redirect).not.toHaveBeenCalled();
  });

  it('names the browser tab after the site', async () => {
    document.title = 'H5';
    renderShell({ at: '/' });
    await waitFor(() => expect(document.title).toBe('皇冠体育'));
  });
});
