import { fireEvent, render } from '@testing-library/react';
import { games } from '@content/games';
import { describe, expect, it } from 'vitest';
import { withoutCanvas } from '@/testing/without-canvas';
import { Thumbnail } from './thumbnail';

const firstGame = games[0];
if (!firstGame) throw new Error('the generated catalogue has no games');
const image = firstGame.thumbnail;

function renderedImage(props: { eager?: boolean; highPriority?: boolean }) {
  const { container } = render(<Thumbnail image={image} sizes="120px" {...props} />);
  const element = container.querySelector('img');
  if (!element) throw new Error('no <img> rendered');
  return element;
}

describe('Thumbnail', () => {
  withoutCanvas();

  it('offers every variant by width for the card’s size', () => {
    const element = renderedImage({});
    expect(element.getAttribute('srcset')).toBe(
      image.variants.map((variant) => `${variant.src} ${variant.width}w`).join(', '),
    );
    expect(element.getAttribute('sizes')).toBe('120px');
  });

  it('loads lazily at normal priority unless told otherwise', () => {
    const element = renderedImage({});
    expect(element.getAttribute('loading')).toBe('lazy');
    expect(element.hasAttribute('fetchpriority')).toBe(false);
    expect(renderedImage({ eager: true }).getAttribute('loading')).toBe('eager');
  });

  it('loads a first-screen card at once and before other images', () => {
    const element = renderedImage({ highPriority: true });
    expect(element.getAttribute('loading')).toBe('eager');
    expect(element.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the image over its placeholder once it has loaded', () => {
    const element = renderedImage({});
    expect(element.dataset.loaded).toBeUndefined();
    Object.defineProperty(element, 'complete', { value: true });
    Object.defineProperty(element, 'naturalWidth', { value: image.width });
    fireEvent.load(element);
    expect(element.dataset.loaded).toBe('true');
  });
});
