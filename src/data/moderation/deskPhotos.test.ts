import { imageExtension, parseMessagePhoto } from './deskPhotos';

describe('parseMessagePhoto', () => {
  it("reads a post's photo field: its size and alt text", () => {
    expect(parseMessagePhoto({ width: 1600, height: 1200, alt: 'Ada at the lake' })).toEqual({
      width: 1600,
      height: 1200,
      alt: 'Ada at the lake',
    });
  });

  it('leaves out a field a post without a photo lacks, or one the rules would refuse', () => {
    for (const value of [
      undefined,
      null,
      'photo',
      { width: 0, height: 10, alt: '' },
      { width: 10.5, height: 10, alt: '' },
      { width: 4096, height: 10, alt: '' },
    ]) {
      expect(parseMessagePhoto(value)).toBeUndefined();
    }
  });

  it('keeps a photo whose alt text is missing, with none', () => {
    expect(parseMessagePhoto({ width: 10, height: 20 })).toEqual({
      width: 10,
      height: 20,
      alt: '',
    });
  });
});

describe('imageExtension', () => {
  it('names WebP .webp and JPEG .jpg', () => {
    expect(imageExtension('image/webp')).toBe('webp');
    expect(imageExtension('image/jpeg')).toBe('jpg');
  });
});
