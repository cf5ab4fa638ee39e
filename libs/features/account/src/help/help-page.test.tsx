import { screen, within } from '@testing-library/react';
import { overlay, restoreChinese } from '@h5/domain';
import HelpPage from './help-page';
import en from '../locales/en';
import * as accountMessages from '../messages';
import { renderPage } from '../test/render-page';

describe('/boutBallBet', () => {
  // A language is written onto the texts after this module has loaded (a player whose
  // first screen is this one); the screen reads them when rendering, not when it loaded.
  it('shows its texts in the language they are in when it renders', async () => {
    overlay(accountMessages, en);
    try {
      renderPage(<HelpPage />, { at: '/boutBallBet' });
      expect(await screen.findByRole('link', { name: /^About us/ })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /^Responsible gaming/ })).toBeInTheDocument();
    } finally {
      restoreChinese(accountMessages);
    }
  });
  it('greets and lists the seven entries 7, 1, 2, 3, 4, 5, 8 with their titles, then human service', () => {
    renderPage(<HelpPage />, { at: '/boutBallBet' });
    expect(screen.getByRole('heading', { name: '帮助中心' })).toBeInTheDocument();
    expect(screen.getByText('Hi，有什么可以帮您？')).toBeInTheDocument();
    const entries = within(screen.getByRole('navigation', { name: '帮助中心' })).getAllByRole('link');
    expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['关于我们', '/boutBallBetInfo?type=7'],
      ['常见问题', '/boutBallBetInfo?type=1'],
      ['隐私政策', '/boutBallBetInfo?type=2'],
      ['免责声明', '/boutBallBetInfo?type=3'],
      ['联系我们', '/boutBallBetInfo?type=4'],
      ['代理加盟', '/boutBallBetInfo?type=5'],
      ['责任博彩', '/boutBallBetInfo?type=8'],
    ]);
    expect(screen.getByRole('link', { name: '联系人工客服' })).toHaveAttribute('href', '/kefu');
  });
});
