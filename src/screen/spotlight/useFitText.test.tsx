import { render } from '@testing-library/react';
import { useRef } from 'react';
import { MIN_FIT_SCALE, useFitText } from './useFitText';

// jsdom lays nothing out: the box's text is given a height at full size (data-natural) that
// shrinks with --fit, as a browser's would, in a box 100 px tall.
const BOX_PX = 100;
const fitOf = (element: HTMLElement) => Number(element.style.getPropertyValue('--fit') || '1');

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return Math.ceil(Number(this.dataset.natural ?? 0) * fitOf(this));
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.natural ? BOX_PX : 0;
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight');
});

function Box({ natural, text }: { natural: number; text: string }) {
  const box = useRef<HTMLDivElement>(null);
  useFitText(box, text);
  return <div ref={box} data-testid="box" data-natural={natural} />;
}

describe('fitting the spotlight’s text', () => {
  it('leaves text that fits at full size', () => {
    const { getByTestId } = render(<Box natural={80} text="short" />);
    expect(fitOf(getByTestId('box'))).toBe(1);
  });

  it('shrinks text twice too tall until it just fits, and grows it back for a short one', () => {
    const { getByTestId, rerender } = render(<Box natural={200} text="long" />);
    const box = getByTestId('box');
    expect(box.scrollHeight).toBeLessThanOrEqual(BOX_PX + 1);
    // One 10% step more would have fitted too, but smaller than it needs.
    expect(fitOf(box)).toBeGreaterThan(0.45);
    expect(fitOf(box)).toBeLessThanOrEqual(0.5);

    rerender(<Box natural={80} text="short again" />);
    expect(fitOf(box)).toBe(1);
  });

  it('never shrinks past its floor (spotlightText keeps a message short enough to fit above it)', () => {
    const { getByTestId } = render(<Box natural={1000} text="a column of lines" />);
    expect(fitOf(getByTestId('box'))).toBe(MIN_FIT_SCALE);
  });
});
