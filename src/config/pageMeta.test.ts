import indexHtml from '../../index.html?raw';
import { parseConfig } from './parseConfig';
import {
  escapeHtml,
  fillPageMeta,
  linkPreviewTags,
  PREVIEW_IMAGE,
  type PageMetaConfig,
} from './pageMeta';

const SITE = 'https://jake-turns-21.web.app';
const jake: PageMetaConfig = { headline: 'Jake Turns 21!', personName: 'Jake' };

/** The content of every `<meta property|name="key">` in `html`, in order. */
function metas(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

describe('the page meta in the real index.html', () => {
  it('fills every placeholder, in demo mode with the small card and no absolute URLs', () => {
    const page = fillPageMeta(indexHtml, parseConfig({}));
    expect(page).not.toMatch(/%[A-Z_]+%/);
    expect(metas(page, 'twitter:card')).toEqual(['summary']);
    expect(page).not.toMatch(/og:url|og:image|twitter:image|rel="canonical"/);
    expect(page).toContain('<title>Jake Turns 21! · Countdown to Legal Drinking Age</title>');
  });

  it('for a real project, points the preview at its web.app site', () => {
    const page = fillPageMeta(
      indexHtml,
      parseConfig({
        VITE_FIREBASE_PROJECT_ID: 'jake-turns-21',
        VITE_FIREBASE_API_KEY: 'key',
        VITE_FIREBASE_APP_ID: '1:2:web:3',
      }),
    );
    expect(metas(page, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(page, 'og:url')).toEqual([`${SITE}/`]);
    expect(metas(page, 'og:image')).toEqual([`${SITE}/og-image.png`]);
    expect(page).toContain(`<link rel="canonical" href="${SITE}/" />`);
  });

  it('puts the tags inside <head>, one per line at its indentation', () => {
    const page = fillPageMeta(indexHtml, { ...jake, siteUrl: SITE });
    const head = page.slice(0, page.indexOf('</head>'));
    for (const tag of linkPreviewTags(SITE)) expect(head).toContain(`\n    ${tag}\n`);
  });
});

describe('fillPageMeta', () => {
  const template = [
    '<title>%PAGE_TITLE%</title>',
    '<meta name="description" content="%PAGE_DESCRIPTION%" />',
    '<meta name="twitter:card" content="%TWITTER_CARD%" />',
    '  <!-- %LINK_PREVIEW% -->',
    '</head>',
  ].join('\n');

  it('without a site URL leaves the preview tags out, line and all', () => {
    const page = fillPageMeta(template, jake);
    expect(page).toBe(
      [
        '<title>Jake Turns 21! · Countdown to Legal Drinking Age</title>',
        '<meta name="description" content="Count down the seconds until Jake turns 21, chip in for the first beer and leave a message on the live wall." />',
        '<meta name="twitter:card" content="summary" />',
        '</head>',
      ].join('\n'),
    );
  });

  it('with a site URL writes the large card and every absolute URL', () => {
    const page = fillPageMeta(template, { ...jake, siteUrl: SITE });
    expect(metas(page, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(page, 'og:url')).toEqual([`${SITE}/`]);
    expect(metas(page, 'og:image')).toEqual([`${SITE}/og-image.png`]);
    expect(metas(page, 'og:image:type')).toEqual(['image/png']);
    expect(metas(page, 'og:image:width')).toEqual(['1200']);
    expect(metas(page, 'og:image:height')).toEqual(['630']);
    expect(metas(page, 'og:image:alt')).toEqual([PREVIEW_IMAGE.alt]);
    expect(metas(page, 'twitter:image:alt')).toEqual([PREVIEW_IMAGE.alt]);
    expect(page).toContain(`\n  <link rel="canonical" href="${SITE}/" />\n`);
    expect(page).not.toContain('LINK_PREVIEW');
  });

  it('describes a picture with no name on it', () => {
    expect(PREVIEW_IMAGE.alt).not.toContain('Jake');
    expect(PREVIEW_IMAGE.alt.length).toBeLessThanOrEqual(120);
  });

  it('escapes what the configuration puts in attributes and text', () => {
    const page = fillPageMeta(template, {
      headline: 'Sam "<b>" & co',
      personName: "Sam's",
      siteUrl: 'https://a.example"><script>',
    });
    expect(page).toContain('<title>Sam &#34;&#60;b&#62;&#34; &#38; co ·');
    expect(page).toContain('until Sam&#39;s turns 21');
    expect(page).toContain('content="https://a.example&#34;&#62;&#60;script&#62;/og-image.png"');
    expect(page).not.toMatch(/<script>|<b>/);
  });

  it('reads a placeholder inside the headline as text, not as another placeholder', () => {
    const page = fillPageMeta(template, { ...jake, headline: '%PAGE_DESCRIPTION%' });
    expect(page).toContain('<title>%PAGE_DESCRIPTION% · Countdown');
  });

  it('refuses an index.html that lost a placeholder, naming it', () => {
    expect(() => fillPageMeta(template.replace('%TWITTER_CARD%', 'summary'), jake)).toThrow(
      /%TWITTER_CARD%/,
    );
    expect(() => fillPageMeta(template.replace('  <!-- %LINK_PREVIEW% -->', ''), jake)).toThrow(
      /LINK_PREVIEW/,
    );
  });
});

describe('escapeHtml', () => {
  it('encodes the five characters that matter in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    );
  });
});
