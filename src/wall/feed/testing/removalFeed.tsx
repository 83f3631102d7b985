import { render, screen, within } from '@testing-library/react';
import { LazyMotion, MotionGlobalConfig, domAnimation } from 'framer-motion';
import { MessageFeed } from '../MessageFeed';
import type { Message } from '../../../data/schema/types';
import { playFrames } from '../../../testing/motionFrames';
import { WALL_NOW } from '../../../testing/messages';
import { fakeTimersInEachTest } from '../../../testing/fakeTimers';

// The removal tests' shared setup: the feed on the wall's fake clock, its motion frames driven
// by hand.

// Longer than the exit's 0.3 s.
export const EXIT_MS = 500;

export const without = (messages: Message[], ...ids: string[]) =>
  messages.filter((message) => !ids.includes(message.id));

export function renderFeed(messages: readonly Message[]) {
  const ui = (list: readonly Message[]) => (
    <LazyMotion features={domAnimation} strict>
      <MessageFeed messages={list} />
    </LazyMotion>
  );
  const view = render(ui(messages));
  return { ...view, rerender: (next: readonly Message[]) => view.rerender(ui(next)) };
}

export const names = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label')?.replace('Message from ', ''));
export const card = (name: string) =>
  screen.queryByRole('article', { name: `Message from ${name}` });
/** Lets `ms` pass: the fake clock, and framer-motion's frames driven by hand. */
export function wait(ms: number): Promise<void> {
  return playFrames(ms / 1000, () => vi.advanceTimersByTime(1000 / 60));
}

/**
 * For the tests that render pages of cards (150 to 370, each with its four reactions) in
 * jsdom. A ceiling, not a measurement: one took 22-46 s on a two-core machine running npm
 * test's other lanes beside it, against 30 s before.
 */
export const MANY_CARDS_TIMEOUT = 90_000;

/** In each test of the block that calls this: the fake clock at WALL_NOW, frames by hand. */
export function feedOnFakeClockInEachTest(): void {
  fakeTimersInEachTest({ now: WALL_NOW });
  beforeEach(() => {
    MotionGlobalConfig.useManualTiming = true;
  });
  afterEach(() => {
    MotionGlobalConfig.useManualTiming = false;
  });
}
