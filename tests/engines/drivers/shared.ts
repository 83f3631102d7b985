import type { Visitor } from '../visitor';

/** The window every driver gives a visitor: a laptop's, with the wall below the fold. */
export const VIEWPORT = { width: 1280, height: 720 } as const;

/** The zone the countdown's texts are read in (as in the other browser suites). */
export const TIME_ZONE = 'America/New_York';

/** A visitor a driver opened, and how to let it go when the test is over. */
export interface Opened {
  visitor: Visitor;
  release(): Promise<void>;
}

/** What a driver keeps for one engine in one worker: its browsers, opened once. */
export interface EnginePool {
  open(options: { reducedMotion?: boolean }): Promise<Opened>;
  close(): Promise<void>;
}
