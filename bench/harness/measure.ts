// What the wall harness measures about itself, in the page, so the numbers are the
// browser's own frame and event timings rather than the round trips of a remote driver.
// bench/lib/wall.mjs calls these through window.wallBench.

export interface FirstScreen {
  /** From navigation start to the paint after the list's first commit. */
  paintedMs: number;
  cards: number;
  /** The longest main-thread task while loading (the list's render is one task). */
  longestTaskMs: number;
}

export interface ScrollRun {
  frames: number;
  distancePx: number;
  p95FrameMs: number;
  maxFrameMs: number;
  /** Frames that took longer than two vsyncs at 60 Hz, so at least one was skipped. */
  droppedFrames: number;
}

export interface WallBench {
  firstScreen(): Promise<FirstScreen>;
  scroll(stepPx: number, maxFrames: number): Promise<ScrollRun>;
  /** Milliseconds from each keydown to the paint after it, since the page loaded. */
  typingLatencies(): number[];
}

declare global {
  interface Window {
    wallBench: WallBench;
  }
}

const FRAME_BUDGET_MS = 1000 / 60;

/** Calls back after the next frame is painted: a task queued from requestAnimationFrame. */
export function afterNextPaint(callback: () => void) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(undefined);
  });
}

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

const longTasks: number[] = [];
const typing: number[] = [];

function waitForMark(name: string, timeoutMs: number): Promise<PerformanceEntry> {
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + timeoutMs;
    const check = () => {
      const [mark] = performance.getEntriesByName(name, 'mark');
      if (mark) resolve(mark);
      else if (performance.now() > deadline) reject(new Error(`no ${name} mark`));
      else setTimeout(check, 50);
    };
    check();
  });
}

async function firstScreen(): Promise<FirstScreen> {
  const mark = await waitForMark('wall-painted', 60_000);
  return {
    paintedMs: mark.startTime,
    cards: document.querySelectorAll('ol[aria-label="Messages"] > li').length,
    longestTaskMs: Math.max(0, ...longTasks),
  };
}

/** Scrolls the page by `stepPx` each frame until the bottom (or maxFrames), timing frames. */
function scroll(stepPx: number, maxFrames: number): Promise<ScrollRun> {
  window.scrollTo(0, 0);
  const start = window.scrollY;
  const deltas: number[] = [];
  return new Promise((resolve) => {
    let last: number | undefined;
    const frame = (time: number) => {
      if (last !== undefined) deltas.push(time - last);
      last = time;
      const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight;
      if (bottom || deltas.length >= maxFrames) {
        resolve({
          frames: deltas.length,
          distancePx: window.scrollY - start,
          p95FrameMs: percentile(deltas, 0.95),
          maxFrameMs: Math.max(0, ...deltas),
          droppedFrames: deltas.filter((delta) => delta > 2 * FRAME_BUDGET_MS).length,
        });
        return;
      }
      window.scrollBy(0, stepPx);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Starts the observers; call before the app renders so its first tasks are seen. */
export function installBench() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  // Capture phase on the window: the clock starts before React sees the key.
  window.addEventListener(
    'keydown',
    (event) => {
      const started = event.timeStamp;
      afterNextPaint(() => typing.push(performance.now() - started));
    },
    { capture: true },
  );
  window.wallBench = { firstScreen, scroll, typingLatencies: () => [...typing] };
}
