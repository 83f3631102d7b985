import { fireEvent, render, screen } from '@testing-library/react';
import { LazyMotion, MotionGlobalConfig, domAnimation } from 'framer-motion';
import { Characters } from './Characters';
import { AT_REST, IDLE_SECONDS } from './idleLoop';
import { playFrames } from '../testing/motionFrames';

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

const RESTING = new Set(['', 'none', AT_REST]);

/** Parts of an image that framer-motion has moved away from their resting pose. */
function movedParts(image: HTMLElement) {
  return Array.from(image.querySelectorAll<HTMLElement | SVGElement>('*')).filter(
    (part) => !RESTING.has(part.style.transform),
  );
}

const NAMES = [/beer mug/i, /party friend/i, /birthday cake.*21/i];

/** framer-motion's clock, from now on driven by hand (src/testing/motionFrames.ts). */
function manualMotionClock() {
  MotionGlobalConfig.useManualTiming = true;
  return playFrames;
}

/** The names of the CSS animations the page's styles give a part ('none' when none). */
function cssAnimations(part: Element): string[] {
  const animation = getComputedStyle(part).animation;
  if (!animation || animation === 'none') return [];
  return animation.split(',').map((one) => one.trim().split(' ')[0] ?? '');
}

/** Parts of an image that the page's styles animate with keyframes the page defines. */
function cssDancingParts(image: HTMLElement) {
  const styles = Array.from(document.querySelectorAll('style'), (tag) => tag.textContent).join('');
  return Array.from(image.querySelectorAll('*')).filter((part) => {
    const names = cssAnimations(part);
    return names.length > 0 && names.every((name) => styles.includes(`@keyframes ${name}{`));
  });
}

describe('Characters', () => {
  it('shows three images, each described for screen readers, in the first render', () => {
    renderCharacters();

    // No chunk to wait for: the art is in the page from the start (and so in its HTML).
    expect(screen.getAllByRole('img')).toHaveLength(3);
    for (const name of NAMES) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
  });

  it('are pictures, not controls: nothing in them takes keyboard focus', () => {
    const { container } = renderCharacters();

    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0);
  });

  it("open with a dance the page's styles play, which no script has to start", async () => {
    const play = manualMotionClock();
    try {
      renderCharacters();
      const images = NAMES.map((name) => screen.getByRole('img', { name }));
      for (const image of images) expect(cssDancingParts(image)).not.toEqual([]);

      // framer-motion stays at rest: the CSS dance is the only one.
      await play(2);
      for (const image of images) expect(movedParts(image)).toEqual([]);
    } finally {
      MotionGlobalConfig.useManualTiming = false;
    }
  });

  it('hop on hover, dance a few cycles after the pointer leaves, then rest', async () => {
    const play = manualMotionClock();
    try {
      renderCharacters();
      const images = NAMES.map((name) => screen.getByRole('img', { name }));
      const [mug, ...others] = images as [HTMLElement, ...HTMLElement[]];

      fireEvent.pointerEnter(mug);
      await play(0.5);
      expect(movedParts(mug)).not.toEqual([]);
      // From the hover on, framer-motion drives the mug: its CSS dance is off.
      expect(cssDancingParts(mug)).toEqual([]);
      fireEvent.pointerLeave(mug);
      await play(2);
      expect(movedParts(mug)).not.toEqual([]);
      for (const image of others) {
        expect(movedParts(image)).toEqual([]);
        expect(cssDancingParts(image)).not.toEqual([]);
      }

      // The loops end within a couple of seconds of IDLE_SECONDS, and the parts settle back.
      await play(IDLE_SECONDS + 2);
      expect(movedParts(mug)).toEqual([]);
      // And they stay at rest: nothing is moving any more.
      await play(5);
      expect(movedParts(mug)).toEqual([]);
    } finally {
      MotionGlobalConfig.useManualTiming = false;
    }
  });

  it('stand still, and still render, when the visitor prefers reduced motion', async () => {
    reducedMotion.set(true);
    const play = manualMotionClock();
    try {
      renderCharacters();
      const images = NAMES.map((name) => screen.getByRole('img', { name }));

      // A hover does not make them hop (the CSS dance has its own media query: danceCss).
      for (const image of images) fireEvent.pointerEnter(image);
      await play(1);
      for (const image of images) fireEvent.pointerLeave(image);
      await play(2);
      for (const image of images) {
        expect(image).toBeVisible();
        expect(movedParts(image)).toEqual([]);
      }
    } finally {
      MotionGlobalConfig.useManualTiming = false;
    }
  });
});
