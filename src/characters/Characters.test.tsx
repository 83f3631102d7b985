import { render, screen, waitFor } from '@testing-library/react';
import { LazyMotion, domAnimation } from 'framer-motion';
import { Characters } from './Characters';

/** The visitor's "reduce motion" setting, as framer-motion reads it through matchMedia. */
class ReducedMotionQuery extends EventTarget implements MediaQueryList {
  matches = false;
  readonly media = '(prefers-reduced-motion)';
  onchange = null;
  addListener = () => undefined;
  removeListener = () => undefined;
  set(reduce: boolean) {
    this.matches = reduce;
    this.dispatchEvent(new Event('change'));
  }
}

const reducedMotion = new ReducedMotionQuery();

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockReturnValue(reducedMotion);
});

afterEach(() => {
  reducedMotion.set(false);
});

function renderCharacters() {
  return render(
    <LazyMotion features={domAnimation}>
      <Characters />
    </LazyMotion>,
  );
}

/** Parts of an image that framer-motion has moved away from their resting pose. */
function movedParts(image: HTMLElement) {
  return Array.from(image.querySelectorAll<SVGElement>('*')).filter(
    (part) => part.style.transform !== '' && part.style.transform !== 'none',
  );
}

const NAMES = [/beer mug/i, /party friend/i, /birthday cake.*21/i];

describe('Characters', () => {
  it('shows three images, each described for screen readers', async () => {
    renderCharacters();

    // The art is a lazy chunk: it arrives right after the countdown paints.
    expect(await screen.findAllByRole('img')).toHaveLength(3);
    for (const name of NAMES) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
  });

  it('are pictures, not controls: nothing in them takes keyboard focus', async () => {
    const { container } = renderCharacters();
    await screen.findAllByRole('img');

    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it('dance while the visitor allows motion', async () => {
    renderCharacters();
    await screen.findAllByRole('img');

    for (const name of NAMES) {
      const image = screen.getByRole('img', { name });
      await waitFor(() => expect(movedParts(image)).not.toHaveLength(0), { timeout: 3000 });
    }
  });

  it('stand still, and still render, when the visitor prefers reduced motion', async () => {
    reducedMotion.set(true);
    renderCharacters();
    await screen.findAllByRole('img');

    const images = NAMES.map((name) => screen.getByRole('img', { name }));
    // Long enough for every idle loop, including the most delayed, to have started.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    for (const image of images) {
      expect(image).toBeVisible();
      expect(movedParts(image)).toEqual([]);
    }
  });
});
