/**
 * How the scenarios read a page and find its controls, as a visitor meets them (visible text,
 * a role and its name, a field's label), built on the one primitive every driver has:
 * `evaluate`. Each page function is self-contained, because it travels as source text.
 */
import type { Visitor } from './visitor';

/**
 * How long a scenario waits for the page to get somewhere: the wall needs the emulator, and
 * with five browsers, the emulator and two servers on two busy cores, a lazy route (/screen)
 * once took more than 20 s to show.
 */
export const WAIT_MS = 30_000;
const POLL_MS = 100;

/**
 * Waits until `probe` (run in the page) returns something `done` accepts, and resolves with
 * it; after `WAIT_MS` throws, saying what it waited for and what it saw last.
 */
export async function waitFor<A, R>(
  visitor: Visitor,
  what: string,
  probe: (arg: A) => R,
  arg: A,
  done: (value: R) => boolean = Boolean,
): Promise<R> {
  const deadline = Date.now() + WAIT_MS;
  let last: R | undefined;
  let error: unknown;
  while (Date.now() < deadline) {
    try {
      last = await visitor.evaluate(probe, arg);
      error = undefined;
      if (done(last)) return last;
    } catch (caught) {
      // A navigation under way destroys the page's context: try again.
      error = caught;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const seen = error ? String(error) : JSON.stringify(last);
  throw new Error(`waited ${WAIT_MS / 1000} s for ${what}; last seen: ${seen}`);
}

/** The page's visible text (innerText leaves out what is not rendered), spaces collapsed. */
export function visibleText(selector: string): string {
  const element = document.querySelector<HTMLElement>(selector);
  return (element?.innerText ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits until the visible text of `selector` (the whole page by default) contains `text`. */
export function waitForText(visitor: Visitor, text: string, selector = 'body'): Promise<string> {
  return waitFor(visitor, `"${text}" in ${selector}`, visibleText, selector, (seen) =>
    seen.includes(text),
  );
}

/** The countdown's digits and labels, as the timer reads ("03Days04Hours05Minutes06Seconds"). */
export function timerText(): string | null {
  const timer = document.querySelector('[role="timer"][aria-label="Time left until the birthday"]');
  return timer ? (timer.textContent ?? '').replace(/\s+/g, '') : null;
}

/** The form that posts a message, and the placeholder the wall holds its place with. */
export function wallState(): { form: boolean; placeholder: boolean; scrollY: number } {
  return {
    form: document.querySelector('form[aria-label="Post a message"]') !== null,
    placeholder: document.querySelector('[data-testid="form-placeholder"]') !== null,
    scrollY: window.scrollY,
  };
}

/** Where the wall is: the section its "Message Wall" heading labels. */
export const WALL = 'section[aria-labelledby="wall-title"]';

interface Target {
  /** A role the element has: its tag's own (button, link, heading) or an explicit one. */
  role: 'button' | 'link' | 'textbox';
  /** Its accessible name as a visitor hears it: aria-label, else its label, else its text. */
  name: string;
  /** A CSS selector to look inside. */
  within?: string;
  /** What to mark it with, so a driver can click or type into it by CSS. */
  mark: string;
}

/**
 * Finds the visible element with `role` and `name` and marks it with
 * data-engines="<mark>"; resolves with whether it found one.
 */
export function markTarget({ role, name, within, mark }: Target): boolean {
  const tags = {
    button: 'button, [role="button"]',
    link: 'a[href], [role="link"]',
    textbox: 'input:not([type]), input[type="text"], textarea, [role="textbox"]',
  };
  const root = within ? document.querySelector(within) : document;
  if (!root) return false;
  const accessibleName = (element: HTMLElement): string => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    }
    const field = element as HTMLInputElement;
    if (field.labels && field.labels.length > 0) {
      // MUI marks a required field's label with an asterisk that is not part of its name.
      return (field.labels[0]?.textContent ?? '').replace(/[\s\u2009]*\*$/, '').trim();
    }
    return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
  const found = [...root.querySelectorAll<HTMLElement>(tags[role])].find(
    (element) => element.getClientRects().length > 0 && accessibleName(element) === name,
  );
  for (const old of document.querySelectorAll(`[data-engines="${mark}"]`)) {
    old.removeAttribute('data-engines');
  }
  found?.setAttribute('data-engines', mark);
  return found !== undefined;
}

/** Marks the control and returns the CSS selector that names it, once it is there. */
export async function control(visitor: Visitor, target: Omit<Target, 'mark'>): Promise<string> {
  const mark = `${target.role}-${target.name}`.replace(/[^\w-]/g, '_');
  await waitFor(visitor, `a ${target.role} named "${target.name}"`, markTarget, {
    ...target,
    mark,
  });
  return `[data-engines="${mark}"]`;
}

/** The value of the field `selector` names. */
export function fieldValue(selector: string): string | null {
  return document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)?.value ?? null;
}
