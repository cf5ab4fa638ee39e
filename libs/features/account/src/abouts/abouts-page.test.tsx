import { screen } from '@testing-library/react';
import AboutsPage from './abouts-page';
import { renderPage } from '../test/render-page';

describe('/abouts', () => {
  it('shows the article of its type (6 privacy policy)', async () => {
    const { api } = renderPage(<AboutsPage />, { at: '/abouts?type=6' });
    expect(await screen.findByText(/绝不向第三方出售/)).toBeInTheDocument();
    expect(api.callsTo('/api/article')[0].body).toEqual({ type: 6 });
  });

  it('shows about us when opened from the left menu without a type', async () => {
    const { api } = renderPage(<AboutsPage />, { at: '/abouts' });
    expect(await screen.findByText(/PAGCOR/)).toBeInTheDocument();
    expect(api.callsTo('/api/article')[0].body).toEqual({ type: 7 });
  });
});
