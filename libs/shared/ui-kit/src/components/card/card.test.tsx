import { screen } from '@testing-library/react';
import { Card, Section } from './card';
import { renderUi } from '../../test/render';

describe('Card and Section', () => {
  it('renders card content', () => {
    renderUi(<Card>中心钱包</Card>);
    expect(screen.getByText('中心钱包')).toBeInTheDocument();
    expect(screen.getByText('中心钱包')).toHaveStyle({ padding: '16px', borderRadius: '12px', background: '#FFFFFF' });
  });

  it('takes its padding from the spacing scale, side by side, and a smaller radius', () => {
    renderUi(
      <Card $padding={['sm', 0, 'sm', 'md']} $radius="md" $flat>
        下载APP
      </Card>,
    );
    expect(screen.getByText('下载APP')).toHaveStyle({ padding: '8px 0 8px 12px', borderRadius: '8px', boxShadow: 'none' });
  });

  it('names the section region by its title and shows the extra slot', () => {
    renderUi(
      <Section title="活动规则" extra={<a href="#/more">更多</a>}>
        规则内容
      </Section>,
    );
    const region = screen.getByRole('region', { name: '活动规则' });
    expect(region).toHaveTextContent('规则内容');
    expect(screen.getByRole('link', { name: '更多' })).toBeInTheDocument();
  });
});
