import { beerLevel, glassLabel, glassShape } from './glass';

describe('beerLevel', () => {
  const baseline = new Date(2024, 0, 1).getTime();
  const target = new Date(2026, 5, 4).getTime();

  it('is 100 at the baseline and 0 at the target', () => {
    expect(beerLevel(baseline, baseline, target)).toBe(100);
    expect(beerLevel(target, baseline, target)).toBe(0);
  });

  it('is 50 halfway', () => {
    expect(beerLevel((baseline + target) / 2, baseline, target)).toBeCloseTo(50, 10);
  });

  it('clamps before the baseline and after the target', () => {
    expect(beerLevel(baseline - 1e10, baseline, target)).toBe(100);
    expect(beerLevel(target + 1e10, baseline, target)).toBe(0);
  });

  it('is 0 for an empty or reversed span', () => {
    expect(beerLevel(0, target, target)).toBe(0);
    expect(beerLevel(0, target, baseline)).toBe(0);
  });
});

describe('glassShape', () => {
  it('keeps 5% of liquid, no foam and no bubbles at level 0', () => {
    expect(glassShape(0)).toEqual({ fillPercent: 5, showFoam: false, bubbles: 0 });
  });

  it('shows bubbles but no foam at level 10', () => {
    expect(glassShape(10)).toEqual({ fillPercent: 8, showFoam: false, bubbles: 6 });
  });

  it('shows foam just above 10', () => {
    const shape = glassShape(10.01);
    expect(shape.showFoam).toBe(true);
    expect(shape.fillPercent).toBeCloseTo(8.008, 10);
    expect(shape.bubbles).toBe(6);
  });

  it('fills 80% at level 100', () => {
    expect(glassShape(100)).toEqual({ fillPercent: 80, showFoam: true, bubbles: 6 });
  });

  it('uses the 5% floor until 0.8 x level passes it', () => {
    expect(glassShape(6.25).fillPercent).toBe(5);
    expect(glassShape(7).fillPercent).toBeCloseTo(5.6, 10);
  });

  it('clamps levels outside 0-100 and nonsense', () => {
    expect(glassShape(250)).toEqual(glassShape(100));
    expect(glassShape(-5)).toEqual(glassShape(0));
    expect(glassShape(Number.NaN)).toEqual(glassShape(0));
  });
});

describe('glassLabel', () => {
  it('says how much of the wait remains', () => {
    expect(glassLabel(50)).toBe('50% of the wait remains');
    expect(glassLabel(99.6)).toBe('100% of the wait remains');
    expect(glassLabel(0.4)).toBe('Less than 1% of the wait remains');
    expect(glassLabel(0)).toBe('The wait is over: the glass is empty');
    expect(glassLabel(Number.NaN)).toBe('The wait is over: the glass is empty');
  });
});
