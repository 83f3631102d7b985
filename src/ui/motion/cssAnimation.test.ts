import { framesOf } from '../../testing/keyframes';
import { cssAnimation, FRAMER_DEFAULT_EASE, type Track } from './cssAnimation';

const BOUNCE: Track = {
  transform: ['scale(1)', 'scale(1.2)', 'scale(0.9)', 'scale(1)'],
  opacity: [1, 0.5, 0.8, 1],
  transition: { duration: 1.5, delay: 0.25, times: [0, 0.2, 0.7, 1], ease: 'easeInOut', repeat: 2 },
};

describe('cssAnimation', () => {
  it('holds each pose (transform and opacity) at its time', () => {
    const frames = framesOf(cssAnimation('bounce', BOUNCE).keyframes);
    expect([...frames.keys()]).toEqual(['0%', '20%', '70%', '100%']);
    expect(frames.get('20%')).toMatchObject({ transform: 'scale(1.2)', opacity: '0.5' });
    expect(frames.get('70%')).toMatchObject({ transform: 'scale(0.9)', opacity: '0.8' });
    expect(frames.get('100%')).toMatchObject({ transform: 'scale(1)', opacity: '1' });
  });

  it("eases every segment with framer-motion's own curve, the last keyframe needing none", () => {
    const frames = framesOf(cssAnimation('bounce', BOUNCE).keyframes);
    for (const at of ['0%', '20%', '70%']) {
      expect(frames.get(at)?.['animation-timing-function']).toBe('cubic-bezier(0.42, 0, 0.58, 1)');
    }
    expect(frames.get('100%')?.['animation-timing-function']).toBeUndefined();
  });

  it('takes one ease per segment, a bezier definition, and framer-motion’s default', () => {
    const eases = (ease: Track['transition']['ease']) =>
      [
        ...framesOf(
          cssAnimation('t', { ...BOUNCE, transition: { ...BOUNCE.transition, ease } }).keyframes,
        ).values(),
      ].map((frame) => frame['animation-timing-function']);
    expect(eases(['easeIn', 'linear', 'easeOut'])).toEqual([
      'cubic-bezier(0.42, 0, 1, 1)',
      'linear',
      'cubic-bezier(0, 0, 0.58, 1)',
      undefined,
    ]);
    expect(eases([0.1, 0.2, 0.3, 1])[0]).toBe('cubic-bezier(0.1, 0.2, 0.3, 1)');
    expect(FRAMER_DEFAULT_EASE).toBe('easeOut');
    expect(eases(undefined)[0]).toBe('cubic-bezier(0, 0, 0.58, 1)');
    expect(() => eases('anticipate')).toThrow(/no CSS timing function/);
  });

  it('plays repeat + 1 times after the delay, filled as asked', () => {
    expect(cssAnimation('bounce', BOUNCE, 'backwards').animation).toBe(
      'bounce 1.5s linear 0.25s 3 backwards',
    );
    const once = { ...BOUNCE, transition: { duration: 0.6 } };
    expect(cssAnimation('once', once).animation).toBe('once 0.6s linear 0s 1 none');
    const forever = { ...BOUNCE, transition: { duration: 2, repeat: Infinity } };
    expect(cssAnimation('forever', forever, 'both').animation).toBe(
      'forever 2s linear 0s infinite both',
    );
  });

  it('spaces poses evenly without times, and writes no float noise', () => {
    const track: Track = {
      transform: ['rotate(0deg)', 'rotate(10deg)', 'rotate(0deg)', 'rotate(5deg)'],
      transition: { duration: 1.6 + 0.8 },
    };
    const { keyframes, animation } = cssAnimation('even', track);
    expect([...framesOf(keyframes).keys()]).toEqual(['0%', '33.3333%', '66.6667%', '100%']);
    expect(animation).toBe('even 2.4s linear 0s 1 none');
  });

  it('refuses poses without times, or segments without an ease', () => {
    const times = { ...BOUNCE, transition: { ...BOUNCE.transition, times: [0, 1] } };
    expect(() => cssAnimation('bad', times)).toThrow(/every keyframe/);
    const eases = { ...BOUNCE, transition: { ...BOUNCE.transition, ease: ['easeIn' as const] } };
    expect(() => cssAnimation('bad', eases)).toThrow(/every segment/);
  });
});
