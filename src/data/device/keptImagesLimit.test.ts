import { KEPT_ON_DEVICE, KEPT_UNUSED_MS, overLimit, type KeptUse } from './keptImagesLimit';

const NOW = 1_800_000_000_000;

function uses(kind: 'thumb' | 'photo', count: number, usedAt = (i: number) => NOW - i): KeptUse[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `${kind}/m${i}`,
    kind,
    usedAt: usedAt(i),
  }));
}

describe('overLimit', () => {
  it('keeps everything within the bound', () => {
    expect(overLimit([...uses('thumb', KEPT_ON_DEVICE.thumb), ...uses('photo', 3)], NOW)).toEqual(
      [],
    );
  });

  it('drops the least recently used of a kind beyond its count, whatever the order stored', () => {
    const thumbs = uses('thumb', KEPT_ON_DEVICE.thumb + 2).reverse();
    expect(overLimit(thumbs, NOW).sort()).toEqual(
      [`thumb/m${KEPT_ON_DEVICE.thumb}`, `thumb/m${KEPT_ON_DEVICE.thumb + 1}`].sort(),
    );
  });

  it('counts each kind apart: many thumbnails push out no photo', () => {
    const all = [
      ...uses('thumb', KEPT_ON_DEVICE.thumb + 1),
      ...uses('photo', KEPT_ON_DEVICE.photo),
    ];
    expect(overLimit(all, NOW)).toEqual([`thumb/m${KEPT_ON_DEVICE.thumb}`]);
  });

  it('drops an image no card asked for in 30 days, however few are kept', () => {
    const old = { key: 'photo/old', kind: 'photo' as const, usedAt: NOW - KEPT_UNUSED_MS - 1 };
    const recent = { key: 'photo/recent', kind: 'photo' as const, usedAt: NOW - KEPT_UNUSED_MS };
    expect(overLimit([old, recent], NOW)).toEqual(['photo/old']);
  });
});
