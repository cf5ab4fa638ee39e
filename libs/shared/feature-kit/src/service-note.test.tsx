import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme, screen } from '@h5/test-utils';
import { ServiceNote } from './service-note';

describe('ServiceNote', () => {
  it('says the lead, the link to /kefu and the tail as one line', () => {
    renderWithTheme(<ServiceNote lead="取款遇到问题？联系" linkText="人工客服" tail="解决" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: '人工客服' })).toHaveAttribute('href', '/kefu');
    expect(screen.getByText(/取款遇到问题？联系/)).toHaveTextContent('取款遇到问题？联系人工客服解决');
  });
});
