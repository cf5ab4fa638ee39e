import { waitFor } from '@testing-library/react';
import { followVisitUrl } from './visit-redirect';
import { createShellStore } from '../session/create-shell-store';
import { createNavigator } from '../session/navigator';
import { ok, shellFakeApi } from '../test/fake-api';
import { renderShell } from '../test/render-shell';

/** A store against the fake API, at `at` (the hash route), as the after-load chunk gets it. */
function storeAt(at: string, answers = {}) {
  window.location.hash = `#${at}`;
  const api = shellFakeApi(answers);
  return { api, store: createShellStore({ navigator: createNavigator(), fetchFn: api.fetchFn, token: null }) };
}

describe('startup', () => {
  it('sends the browser to the visit URL, with the register panel when the address had a referral code', async () => {
    const { store } = storeAt('/?pid=A88', { '/api/getVisitUrl': ok({ url: 'https://new.example.com' }) });
    const redirect = jest.fn();
    await followVisitUrl(store, redirect);
    expect(redirect).toHaveBeenCalledWith('https://new.example.com/#/login?type=1&pid=A88');
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('stays when the server says the player already is on the site', async () => {
    const { store, api } = storeAt('/');
    const redirect = jest.fn();
    await followVisitUrl(store, redirect);
    expect(api.callsTo('/api/getVisitUrl')).toHaveLength(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('does not ask for the visit URL while the shell renders and hydrates (the after-load chunk does, once idle)', async () => {
    const { api } = renderShell({ at: '/' });
    await waitFor(() => expect(document.title).toBe('皇冠体育'));
    expect(api.callsTo('/api/getVisitUrl')).toHaveLength(0);
  });

  it('names the browser tab after the site', async () => {
    document.title = 'H5';
    renderShell({ at: '/' });
    await waitFor(() => expect(document.title).toBe('皇冠体育'));
  });
});
