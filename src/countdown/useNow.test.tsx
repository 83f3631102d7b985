import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { PrerenderedOver } from './prerenderedCountdown';
import { useNow } from './useNow';

const TARGET = Date.UTC(2026, 5, 4, 4, 0, 0);
const THREE_DAYS_LATER = TARGET + 3 * 24 * 60 * 60 * 1000;

/** Renders useNow the way src/main.tsx does: hydrating a page (empty here, as the hook draws nothing). */
function hydrateUseNow(clock: () => number, prerenderedOver: boolean) {
  let renders = 0;
  const container = document.body.appendChild(document.createElement('div'));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PrerenderedOver value={prerenderedOver}>{children}</PrerenderedOver>
  );
  const { result } = renderHook(
    () => {
      renders += 1;
      return useNow(TARGET, clock);
    },
    { hydrate: true, container, wrapper },
  );
  return { now: result.current, renders };
}

describe('useNow', () => {
  it('reads the target itself once the target has passed, nothing later', () => {
    const { now } = hydrateUseNow(() => THREE_DAYS_LATER, false);
    expect(now).toBe(TARGET);
  });

  it('hydrates the finished prerendered countdown in one render: the client reads what the HTML shows', () => {
    const { now, renders } = hydrateUseNow(() => THREE_DAYS_LATER, true);
    expect(now).toBe(TARGET);
    expect(renders).toBe(1);
  });

  it('reads the clock before the target: the clock-free page hydrates, then renders again with the time', () => {
    const { now, renders } = hydrateUseNow(() => TARGET - 90_000, false);
    expect(now).toBe(TARGET - 90_000);
    expect(renders).toBe(2);
  });
});
