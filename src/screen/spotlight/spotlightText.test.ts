import { SPOTLIGHT_MAX_LINES, spotlightText } from './spotlightText';

const lines = (text: string) => text.split('\n');
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('the spotlight’s text', () => {
  it('keeps a message of a few lines exactly as written', () => {
    const poem = 'Roses are red\n\nJake is 21\n  and so on';
    expect(spotlightText(poem)).toBe(poem);
    expect(spotlightText('Happy birthday! 🎉')).toBe('Happy birthday! 🎉');
  });

  it('drops blank lines when the written ones fit', () => {
    const text = 'One\n\n\n\n\nTwo\r\n\r\n\r\n\r\nThree\n\n\n';
    expect(spotlightText(text)).toBe('One\nTwo\nThree');
  });

  it('folds a 500-character column of line breaks into a few lines, every word kept', () => {
    const text = `Cheers${'\n\n\n\n\n\n\n\nJake!'.repeat(38)}`;
    expect(Array.from(text)).toHaveLength(500);
    const shown = spotlightText(text);
    expect(lines(shown)).toHaveLength(SPOTLIGHT_MAX_LINES);
    expect(words(shown)).toEqual(words(text));
    expect(lines(shown).at(-1)).toMatch(/^Jake!( Jake!)+$/);
  });

  it('folds one word per line the same way, in order', () => {
    const text = Array.from({ length: 40 }, (_, i) => `w${i}`).join('\n');
    const shown = spotlightText(text);
    expect(lines(shown)).toHaveLength(SPOTLIGHT_MAX_LINES);
    expect(lines(shown).slice(0, 2)).toEqual(['w0', 'w1']);
    expect(words(shown)).toEqual(words(text));
  });
});
