// @vitest-environment node
import { config } from '../config/config';
import { OVER_EVERYWHERE_MS } from '../countdown/prerenderedCountdown';
import { render } from './prerenderEntry';

const DAY = 24 * 60 * 60 * 1000;
const target = config.target.getTime();
/** A build a week before the birthday, and one well after it. */
const BEFORE = { builtAt: target - 7 * DAY };
const AFTER = { builtAt: target + OVER_EVERYWHERE_MS };
/** The characters' names, as a screen reader announces them. */
const CHARACTERS = ['A cheerful beer mug', 'A party friend', 'A smiling birthday cake'];

/** The visible text of some HTML: tags dropped, entities the page uses decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Renders the home page built at `build`, checking that rendering read no clock. */
function renderWithoutClock(build: { builtAt: number }) {
  const now = vi.spyOn(Date, 'now');
  const { html, over } = render('/', build);
  expect(now).not.toHaveBeenCalled();
  return { html, over, text: textOf(html) };
}

describe('the prerendered home page', () => {
  it('holds the first screen: headline, subtitle, characters, target date, tip card and the wall placeholder', () => {
    const { html } = render('/', BEFORE);
    const text = textOf(html);
    expect(html).toMatch(/^<main\b/);
    expect(html).toContain('<h1 class="MuiTypography-root MuiTypography-h1');
    expect(text).toContain(config.headline);
    expect(text).toContain('Jake Turns 21!');
    expect(text).toContain('Countdown to Legal Drinking Age');
    expect(text).toContain('Target Date: June 4th, 2026');
    expect(text).toContain('Buy Him His First Beer!');
    expect(text).toContain('Message Wall');
    // The three characters are drawn; the wall is its placeholder: no Firebase.
    expect(html).toContain('data-testid="form-placeholder"');
    expect(html).not.toContain('role="form"');
    for (const name of CHARACTERS)
      expect(html).toMatch(new RegExp(`role="img" aria-label="${name}`));
  });

  it("brings the characters' opening dance as CSS, which no script has to start", () => {
    const { html } = render('/', BEFORE);
    // Every class the characters' parts dance by has its keyframes and animation in the HTML
    // (the boxes around them, `-settle`, have a rule only where a part settles after it).
    const parts = Array.from(
      html.matchAll(/class="((?:mug-buddy|party-pal|birthday-cake)-[\w-]+)"/g),
    ).filter(([, part]) => !part?.endsWith('-settle'));
    expect(parts.length).toBeGreaterThanOrEqual(9);
    // Each settle is played by a box the page has: the part's wrapper (Layers.tsx).
    const settles = Array.from(html.matchAll(/\.([\w-]+-settle)\{animation:/g));
    expect(settles.map(([, box]) => box)).toContain('party-pal-sway-settle');
    for (const [, box] of settles) expect(html).toContain(`class="${box}"`);
    for (const [, part] of parts) {
      expect(html).toContain(`@keyframes ${part}{`);
      expect(html).toMatch(new RegExp(`\\.${part}\\{[^}]*animation:${part} `));
    }
    // Unprefixed: once each, not once more per vendor.
    expect(html).not.toContain('-webkit-');
    expect(html).toMatch(
      /@media \(prefers-reduced-motion: ?reduce\)\{\.mug-buddy-[^}]*animation:none/,
    );
  });

  it('reads no clock: before the birthday the boxes say -- and nothing celebrates', () => {
    const { html, over, text } = renderWithoutClock(BEFORE);
    expect(over).toBe(false);
    expect(text).toContain('--Days--Hours--Minutes--Seconds');
    expect(text).not.toMatch(/\d{2}(Days|Hours|Minutes|Seconds)/);
    expect(text).not.toContain('TIME TO CELEBRATE!');
    expect(html).not.toMatch(/% of the wait remains|The wait is over/);
    expect(html).toContain('aria-label="A pint glass that empties as the birthday nears"');
  });

  it('still clock-free right after the birthday, which has not come everywhere yet', () => {
    const { html, over } = render('/', { builtAt: target + DAY });
    expect(over).toBe(false);
    expect(textOf(html)).toContain('--Days--Hours--Minutes--Seconds');
  });

  it('built well after the birthday: the finished countdown, the same for every later visit', () => {
    const { html, over, text } = renderWithoutClock(AFTER);
    expect(over).toBe(true);
    expect(text).toContain('00Days00Hours00Minutes00Seconds');
    expect(text).toContain('TIME TO CELEBRATE!');
    expect(html).toContain('aria-label="The wait is over: the glass is empty"');
    // Drawn at rest: the banner is visible without JavaScript (nothing inline at opacity 0;
    // the confetti's stylesheet, which hides each piece between bursts, aside).
    expect(html.replace(/<style>[\s\S]*?<\/style>/g, '')).not.toMatch(/opacity:0[;"]/);
    expect(render('/', { builtAt: AFTER.builtAt + 365 * DAY }).html).toBe(html);
  });

  it('built well after the birthday: the confetti bursts from the HTML, hidden from screen readers', () => {
    const { html } = render('/', AFTER);
    const confetti =
      /<div[^>]*aria-hidden="true"[^>]*>((?:<span class="confetti-piece[^"]*"><\/span>)+)<\/div>/.exec(
        html,
      );
    const pieces = Array.from(confetti?.[1]?.matchAll(/confetti-piece-(\d+)/g) ?? [], (m) => m[1]);
    expect(pieces).toHaveLength(18);
    for (const i of pieces) expect(html).toContain(`@keyframes confetti-piece-${i}{`);
    expect(html).toMatch(
      /@media \(prefers-reduced-motion: ?reduce\)\{\.confetti-piece\{display:none/,
    );
  });

  it('brings a style rule for every emotion class it uses, under the browser cache key', () => {
    for (const options of [BEFORE, AFTER]) {
      const { html, styles } = render('/', options);
      const classes = new Set(
        Array.from(html.matchAll(/\bclass="([^"]*)"/g), (m) => m[1]?.split(' ') ?? [])
          .flat()
          .filter((name) => name.startsWith('css-'))
          .map((name) => name.slice('css-'.length))
          // emotion names an empty style 'css-0'; it has no rule to bring.
          .filter((id) => id !== '0'),
      );
      expect(classes.size).toBeGreaterThan(10);
      // One tag for the page's classes, named like the tags the browser's 'css' cache adopts.
      const tag = /<style data-emotion="css ([^"]+)">/.exec(styles);
      const ids = new Set(tag?.[1]?.split(' '));
      for (const id of classes) expect(ids.has(id), `css-${id}`).toBe(true);
      // CssBaseline's global styles come along too: the page's background is in the HTML.
      expect(styles).toMatch(
        /<style data-emotion="css-global [^"]+">[^<]*background-color:#140b2e/,
      );
    }
  });
});
