import { stopBootTicker } from '../bootTicker';

// The browser as the boot ticker tests play it: Web Animations (jsdom has none) and the
// reduced-motion query.

/** One element.animate call the stub recorded, and what became of its animation. */
export interface Recorded {
  element: Element;
  keyframes: PropertyIndexedKeyframes;
  options: KeyframeAnimationOptions;
  cancel: ReturnType<typeof vi.fn>;
}

/** jsdom has no Web Animations: a stub on the prototype records every call. */
export function stubAnimate(): Recorded[] {
  const calls: Recorded[] = [];
  Object.defineProperty(Element.prototype, 'animate', {
    configurable: true,
    writable: true,
    value(this: Element, keyframes: PropertyIndexedKeyframes, options: KeyframeAnimationOptions) {
      const call = { element: this, keyframes, options, cancel: vi.fn() };
      calls.push(call);
      return { cancel: call.cancel } as unknown as Animation;
    },
  });
  return calls;
}

/** Answers prefers-reduced-motion: reduce as told. */
export function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

/** After each test of the block that calls this: the ticker stopped, the browser as it was. */
export function bootTickerInEachTest(): void {
  afterEach(() => {
    stopBootTicker();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(Element.prototype, 'animate');
  });
}
