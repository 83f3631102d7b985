// What the party screen's harness measures about itself, in the page: arrivals pushed
// through the fixture on the page's own timer, each one's time to the paint that shows it,
// and every frame while they arrive. bench/lib/screen.mjs calls this through
// window.screenBench (heap and DOM counts it reads over CDP, around the run).
import { fixtureFeed } from './fixtureMessages';
import { afterNextPaint, percentile } from './measure';
import { LINE_BREAKS } from './mixedMessages';

export interface ArrivalRun {
  arrivals: number;
  /** Arrivals whose element was not in the page at the paint after them. */
  unseen: number;
  /** Milliseconds from each arrival to the paint after it, that shows it. */
  paintP50Ms: number;
  paintP95Ms: number;
  paintMaxMs: number;
  frames: number;
  /** The longest frame (requestAnimationFrame to requestAnimationFrame) during the run. */
  longestFrameMs: number;
  p95FrameMs: number;
  longestTaskMs: number;
}

export interface ScreenBench {
  arrive(count: number, everyMs: number): Promise<ArrivalRun>;
  /** A new message of 500 characters, mostly line breaks (it takes the spotlight). */
  arriveLineBreaks(): void;
  /** The messages the screen renders (spotlight and latest), however many it holds. */
  renderedMessages(): number;
  held(): number;
}

declare global {
  interface Window {
    screenBench: ScreenBench;
  }
}

const longTasks: number[] = [];

function arrive(count: number, everyMs: number): Promise<ArrivalRun> {
  const latencies: number[] = [];
  const frames: number[] = [];
  let unseen = 0;
  let running = true;
  let last: number | undefined;
  const tasksBefore = longTasks.length;
  const frame = (time: number) => {
    if (last !== undefined) frames.push(time - last);
    last = time;
    if (running) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  return new Promise((resolve) => {
    let sent = 0;
    let painted = 0;
    const finish = () => {
      running = false;
      resolve({
        arrivals: count,
        unseen,
        paintP50Ms: percentile(latencies, 0.5),
        paintP95Ms: percentile(latencies, 0.95),
        paintMaxMs: Math.max(0, ...latencies),
        frames: frames.length,
        longestFrameMs: Math.max(0, ...frames),
        p95FrameMs: percentile(frames, 0.95),
        longestTaskMs: Math.max(0, ...longTasks.slice(tasksBefore)),
      });
    };
    const send = () => {
      const id = `arrival-${sent}`;
      sent += 1;
      const started = performance.now();
      fixtureFeed.arrive({
        id,
        authorName: `Guest ${sent}`,
        content: `Message ${sent} of ${count}: happy birthday, Jake! 🎉`,
        createdAt: new Date(),
        pending: false,
      });
      afterNextPaint(() => {
        if (document.querySelector(`[data-message-id="${id}"]`)) {
          latencies.push(performance.now() - started);
        } else unseen += 1;
        painted += 1;
        if (painted === count) finish();
      });
      if (sent < count) setTimeout(send, everyMs);
    };
    send();
  });
}

/** Starts the long-task observer and exposes window.screenBench; call before rendering. */
export function installScreenBench() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  window.screenBench = {
    arrive,
    arriveLineBreaks: () =>
      fixtureFeed.arrive({
        id: 'line-breaks',
        authorName: 'A guest fond of the Enter key',
        content: LINE_BREAKS,
        createdAt: new Date(),
        pending: false,
      }),
    renderedMessages: () => document.querySelectorAll('[data-message-id]').length,
    held: fixtureFeed.count,
  };
}
