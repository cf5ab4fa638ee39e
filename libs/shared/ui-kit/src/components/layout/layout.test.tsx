import { screen } from '@testing-library/react';
import { DescriptionList } from './description-list';
import { Grid } from './grid';
import { Inline } from './inline';
import { Stack } from './stack';
import { renderUi } from '../../test/render';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

describe('layout primitives', () => {
  it('Stack lays its children in a column, the gap from the spacing scale, and keeps $ props off the DOM', () => {
    renderUi(
      <Stack data-testid="stack" $gap="md" $align="start" $padding="lg">
        <span>一</span>
        <span>二</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveStyle({ display: 'flex', flexDirection: 'column', gap: '12px', alignItems: 'flex-start', padding: '16px' });
    expect(stack.getAttributeNames().filter((name) => name.includes('gap') || name.includes('align') || name.includes('padding'))).toEqual(
      [],
    );
  });

  it('Stack takes another element with as', () => {
    renderUi(
      <Stack as="ul" $gap="sm" $padding={['lg', 'md']}>
        <li>中心钱包</li>
      </Stack>,
    );
    expect(screen.getByRole('list')).toContainElement(screen.getByRole('listitem'));
    expect(screen.getByRole('list')).toHaveStyle({ margin: '0', padding: '16px 12px', listStyle: 'none' });
  });

  it('a padding is one step, or two, three or four sides as CSS writes them, 0 for a side with none', () => {
    renderUi(
      <>
        <Stack data-testid="three" $padding={['md', 'md', 'xl']} />
        <Stack data-testid="four" $padding={['sm', 0, 'sm', 'md']} />
        <Stack data-testid="none" $padding={0} />
      </>,
    );
    expect(screen.getByTestId('none')).toHaveStyle({ padding: '0' });
    expect(screen.getByTestId('three')).toHaveStyle({ padding: '12px 12px 24px' });
    expect(screen.getByTestId('four')).toHaveStyle({ padding: '8px 0 8px 12px' });
  });

  it('Inline centres its row by default, and wraps, justifies and grows on request', () => {
    renderUi(
      <Inline data-testid="row" $gap="sm" $justify="between" $wrap $grow>
        <span>余额</span>
      </Inline>,
    );
    expect(screen.getByTestId('row')).toHaveStyle({
      display: 'flex',
      alignItems: 'center',
      gap: '8px',
      justifyContent: 'space-between',
      flexWrap: 'wrap',
      minWidth: '0',
    });
  });

  it('a primitive takes the space above it from the scale, and none by default', () => {
    renderUi(
      <>
        <Stack data-testid="actions" $spaceAbove="lg" />
        <Grid data-testid="plain" $columns={2} />
      </>,
    );
    expect(screen.getByTestId('actions')).toHaveStyle({ marginTop: '16px', marginBottom: '0' });
    expect(screen.getByTestId('plain')).toHaveStyle({ margin: '0' });
  });

  it('Inline becomes inline-flex inside text', () => {
    renderUi(<Inline data-testid="row" $inline />);
    expect(screen.getByTestId('row')).toHaveStyle({ display: 'inline-flex', padding: '0' });
  });

  it('Grid draws equal columns that never widen past their share', () => {
    renderUi(<Grid data-testid="grid" $columns={3} $gap="lg" $rowGap="xs" $padding="md" />);
    expect(screen.getByTestId('grid')).toHaveStyle({
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: '16px',
      rowGap: '4px',
      padding: '12px',
    });
  });

  it('DescriptionList is one dl with each term beside its own detail', () => {
    const { container } = renderUi(
      <DescriptionList
        items={[
          { term: '投注金额', detail: '¥100.00' },
          { term: '派彩', detail: '¥80.00' },
        ]}
      />,
    );
    expect(container.querySelectorAll('dl')).toHaveLength(1);
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['投注金额', '派彩']);
    expect(terms.map((term) => term.nextElementSibling?.textContent)).toEqual(['¥100.00', '¥80.00']);
    expect(screen.getAllByRole('definition')).toHaveLength(2);
  });

  it('DescriptionList in columns shows its figures large', () => {
    const { container } = renderUi(<DescriptionList columns={2} figures items={[{ key: 'left', term: '剩余次数', detail: 3 }]} />);
    expect(container.querySelector('dl')).toHaveStyle({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
    expect(screen.getByRole('definition')).toHaveStyle({ fontSize: '20px', marginTop: '4px' });
  });

  it('DescriptionList spaced keeps the detail at its own size', () => {
    renderUi(<DescriptionList spaced items={[{ term: '待领取', detail: '¥0.04' }]} />);
    const detail = screen.getByRole('definition');
    expect(detail).toHaveStyle({ marginTop: '4px' });
    expect(detail).not.toHaveStyle({ fontSize: '20px' });
  });

  it('VisuallyHidden stays in the accessibility tree', () => {
    renderUi(
      <h1>
        <VisuallyHidden>首页</VisuallyHidden>
      </h1>,
    );
    expect(screen.getByRole('heading', { name: '首页' })).toBeInTheDocument();
  });
});
