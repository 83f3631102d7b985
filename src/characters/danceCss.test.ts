import { framesOf } from '../testing/keyframes';
import { danceCss, type DancingPart } from './danceCss';
import { AT_REST, idleLoop, loopEnd, pose, REST } from './idleLoop';

// Two parts as the characters declare them: one that ends its dance in its pose, one that
// ends elsewhere and dances for less long.
const body: DancingPart = {
  still: { transform: AT_REST, transition: REST },
  idle: idleLoop([{}, { y: -6, rotate: -5 }, {}, { y: -6, rotate: 5 }, {}], {
    duration: 1.8,
    ease: 'easeInOut',
  }),
};
const horn: DancingPart = {
  still: { transform: AT_REST, transition: REST },
  idle: idleLoop(
    [{ scaleX: 0.25 }, {}, {}, { scaleX: 0.25 }],
    { duration: 1.6, times: [0, 0.2, 0.7, 1], delay: 0.9, pause: 0.9 },
    [0.5, 1, 1, 0.5],
  ),
};
const CSS = danceCss({ 'toy-body': body, 'toy-horn': horn });

/** One `@keyframes name{…}` block of the CSS. */
function keyframes(name: string): string {
  const start = CSS.indexOf(`@keyframes ${name}{`);
  let depth = 0;
  for (let at = CSS.indexOf('{', start); at < CSS.length; at += 1) {
    if (CSS[at] === '{') depth += 1;
    if (CSS[at] === '}' && --depth === 0) return CSS.slice(start, at + 1);
  }
  throw new Error(`no @keyframes ${name}`);
}

/** The value of `.name{animation:…}`. */
function animation(className: string): string | undefined {
  return new RegExp(`(?:^|})\\.${className}\\{animation:([^}]*)\\}`).exec(CSS)?.[1];
}

describe('danceCss', () => {
  it("holds each part's 'idle' poses (and opacity) at the variant's times", () => {
    for (const [name, part] of [
      ['toy-body', body],
      ['toy-horn', horn],
    ] as const) {
      const frames = [...framesOf(keyframes(name)).entries()];
      const { transform, opacity, transition } = part.idle;
      expect(frames.map(([at]) => parseFloat(at) / 100)).toEqual(
        transition.times.map((t) => expect.closeTo(t, 5)),
      );
      expect(frames.map(([, frame]) => frame.transform)).toEqual(transform);
      if (opacity) expect(frames.map(([, frame]) => Number(frame.opacity))).toEqual(opacity);
    }
    expect(framesOf(keyframes('toy-horn')).get('0%')?.transform).toBe(pose({ scaleX: 0.25 }));
  });

  it('plays each loop repeat + 1 times after its delay, in its first pose during the delay', () => {
    expect(animation('toy-body')).toBe(
      `toy-body 1.8s linear 0s ${body.idle.transition.repeat + 1} backwards`,
    );
    expect(body.idle.transition.repeat + 1).toBe(4);
    expect(animation('toy-horn')?.split(',')[0]).toBe('toy-horn 2.5s linear 0.9s 2 backwards');
  });

  it("settles a part that ends out of its pose with the 'still' transition, once all have danced", () => {
    // The body's dance ends in its pose: nothing more to play.
    expect(CSS).not.toContain('toy-body-rest');
    const end = Math.max(loopEnd(body.idle), loopEnd(horn.idle));
    // On the box around the part: the compositor takes one transform animation per box.
    expect(animation('toy-horn')).not.toContain(',');
    const hold = end - loopEnd(horn.idle);
    expect(animation('toy-horn-settle')).toBe(
      `toy-horn-rest ${Number((hold + REST.duration).toFixed(4))}s linear ${loopEnd(horn.idle)}s 1 none`,
    );
    const frames = [...framesOf(keyframes('toy-horn-rest')).values()];
    expect(frames.map((frame) => frame.transform)).toEqual([
      pose({ scaleX: 0.25 }),
      pose({ scaleX: 0.25 }),
      AT_REST,
    ]);
    expect(frames.map((frame) => frame.opacity)).toEqual(['0.5', '0.5', '1']);
    expect(frames[1]?.['animation-timing-function']).toBe('cubic-bezier(0, 0, 0.58, 1)');
  });

  it('refuses a settle for a part that rests transformed or faded: its box would apply it twice', () => {
    const faded: DancingPart = { ...horn, still: { ...horn.still, opacity: 0.9 } };
    expect(() => danceCss({ 'toy-faded': faded })).toThrow(/toy-faded/);
    const leaning: DancingPart = {
      ...horn,
      still: { ...horn.still, transform: pose({ rotate: 4 }) },
    };
    expect(() => danceCss({ 'toy-leaning': leaning })).toThrow(/toy-leaning/);
    // A part whose dance ends in its pose needs no settle, whatever its rest.
    const shadow: DancingPart = { ...body, still: { ...body.still, opacity: 0.9 } };
    expect(() =>
      danceCss({
        'toy-shadow': { ...shadow, idle: { ...body.idle, opacity: [0.9, 0.6, 0.9, 0.6, 0.9] } },
      }),
    ).not.toThrow();
  });

  it('runs nothing under reduced motion, nor once framer-motion drives the character', () => {
    expect(CSS).toContain(
      '@media (prefers-reduced-motion: reduce){.toy-body,.toy-horn,.toy-horn-settle{animation:none}}',
    );
    expect(CSS).toContain(
      '[data-dance=framer] .toy-body,[data-dance=framer] .toy-horn,[data-dance=framer] .toy-horn-settle{animation:none}',
    );
    // The media query comes after the rules it undoes, so it wins at equal specificity.
    expect(CSS.lastIndexOf('.toy-body{animation:')).toBeLessThan(CSS.indexOf('@media'));
  });
});
