import { screen } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia, viewportWidth } from '@/components/match-media-stub';
import { Col, Row } from './grid';

function Cards() {
  return (
    <Row gap={8}>
      <Col span={24} sm={12} md={8}>
        card
      </Col>
      <Col span={0} md={4}>
        extra
      </Col>
    </Row>
  );
}

const cardColumn = () => screen.getByText('card');

afterEach(() => vi.unstubAllGlobals());

describe('Grid', () => {
  it('lays a row out in 24 columns, a column spanning its share', () => {
    stubMatchMedia(viewportWidth(1000));
    renderApp(<Cards />);
    const row = cardColumn().parentElement as HTMLElement;
    expect(row.style.getPropertyValue('--grid-columns')).toBe('24');
    expect(cardColumn().style.gridColumn).toBe('span 8');
  });

  it.each([
    [767, 'span 24', false],
    [768, 'span 12', false],
    [991, 'span 12', false],
    [992, 'span 8', true],
  ])('at %i px the card spans %s (extra shown: %s)', (width, span, extraShown) => {
    stubMatchMedia(viewportWidth(width));
    renderApp(<Cards />);
    expect(cardColumn().style.gridColumn).toBe(span);
    expect(screen.queryByText('extra') !== null).toBe(extraShown);
  });
});
