import { displayAddress, joinUrl } from './joinAddress';

describe('joinUrl', () => {
  it('leads to the home page at the configured site URL', () => {
    expect(joinUrl('https://jake-turns-21.web.app', 'http://192.168.1.20:4173')).toBe(
      'https://jake-turns-21.web.app/',
    );
  });

  it('falls back to the origin the screen was opened from', () => {
    expect(joinUrl(undefined, 'http://192.168.1.20:4173')).toBe('http://192.168.1.20:4173/');
  });
});

describe('displayAddress', () => {
  it.each([
    ['https://jake-turns-21.web.app/', 'jake-turns-21.web.app'],
    ['https://party.example.com:8443/', 'party.example.com:8443'],
    ['http://192.168.1.20:4173/', 'http://192.168.1.20:4173'],
    ['http://localhost:5173/', 'http://localhost:5173'],
  ])('writes %s as %s', (url, shown) => {
    expect(displayAddress(url)).toBe(shown);
  });
});
