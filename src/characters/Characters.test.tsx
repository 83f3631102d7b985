import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  LazyMotion,
  MotionGlobalConfig,
  domAnimation,
  frameData,
  processFrame,
} from 'framer-motion';
import { Characters } from './Characters';
import { AT_REST, IDLE_SECONDS } from './idle';

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
  return Array.from(image.querySelectorAll<SVGElement>('*')).filter(
    (part) => !RESTING.has(part.style.transform),
  );
}

const NAMES = [/beer mug/i, /party friend/i, /birthday cake.*21/i];

/**
 * framer-motion's clock, driven by hand: with manual timing it stands still between the
 * frames processed here (60 a second, from where it stood), so seconds of animation pass
 * in a few milliseconds and every run sees the same frames.
 */
function manualMotionClock() {
  MotionGlobalConfig.useManualTiming = true;
  return async function play(seconds: number) {
    for (let frame = 0; frame < seconds * 60; frame += 1) {
      // One act per frame, so the frame's settled animations and React's updates (the
      // dance ending) land before the next frame, as they would in a browser.
      await act(async () => {
        processFrame(frameData.timestamp + 1000 / 60);
      });
    }
  };
}

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

  it('dance a few cycles, rest in their pose, and dance again after a hover', async () => {
    const play = manualMotionClock();
    try {
      renderCharacters();
      await screen.findAllByRole('img');
      const images = NAMES.map((name) => screen.getByRole('img', { name }));

      await play(2);
      for (const image of images) expect(movedParts(image)).not.toEqual([]);

      // The loops end within a couple of seconds of IDLE_SECONDS, and the parts settle back.
      await play(IDLE_SECONDS + 2);
      for (const image of images) expect(movedParts(image)).toEqual([]);
      // And they stay at rest: nothing is moving any more.
      await play(5);
      for (const image of images) expect(movedParts(image)).toEqual([]);

      const [mug, ...others] = images as [HTMLElement, ...HTMLElement[]];
      fireEvent.pointerEnter(mug);
      await play(0.5);
      expect(movedParts(mug)).not.toEqual([]);
      fireEvent.pointerLeave(mug);
      await play(2);
      expect(movedParts(mug)).not.toEqual([]);
      for (const image of others) expect(movedParts(image)).toEqual([]);

      await play(IDLE_SECONDS + 2);
      expect(movedParts(mug)).toEqual([]);
    } finally {
      MotionGlobalConfig.useManualTiming = false;
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
