import type { Visitor, VisitorOptions } from '../visitor';

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
  /**
   * Starts, one after the other in the background, the browsers these visitors will need,
   * so the tests that open them find them ready.
   */
  prepare(visitors: VisitorOptions[]): void;
  open(options: VisitorOptions): Promise<Opened>;
  close(): Promise<void>;
}
