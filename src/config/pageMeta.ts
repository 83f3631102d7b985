/**
 * The page's title, description and link-preview tags, filled into index.html by
 * vite.config.ts's page-meta plugin (for `npm start` and every build).
 *
 * Pure, so a unit test shows what a build with a given configuration carries. Open Graph wants
 * absolute URLs, so the preview's image, og:url and the canonical link come only with a site
 * URL (config.siteUrl); without one the page still has a title and description, in a small
 * card.
 */
import type { AppConfig } from './parseConfig';

/** The page's subtitle (spec): under the headline, in the title and in the preview image. */
export const SUBTITLE = 'Countdown to Legal Drinking Age';

/** public/og-image.png, made by `npm run og-image` from scripts/build/og-image.svg. */
export const PREVIEW_IMAGE = {
  path: '/og-image.png',
  type: 'image/png',
  width: 1200,
  height: 630,
  alt: `A full pint of beer next to a big 21 and the words ${SUBTITLE}`,
} as const;

export type PageMetaConfig = Pick<AppConfig, 'headline' | 'personName' | 'siteUrl'>;

/** Text made safe for an attribute value or element content. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function pageTitle(config: PageMetaConfig): string {
  return `${config.headline} · ${SUBTITLE}`;
}

export function pageDescription(config: PageMetaConfig): string {
  return `Count down the seconds until ${config.personName} turns 21, chip in for the first beer and leave a message on the live wall.`;
}

/** The tags that need the site's origin, as HTML; none without one. */
export function linkPreviewTags(siteUrl: string | undefined): string[] {
  if (siteUrl === undefined) return [];
  const home = escapeHtml(`${siteUrl}/`);
  const meta = (kind: 'property' | 'name', key: string, value: string | number) =>
    `<meta ${kind}="${key}" content="${escapeHtml(String(value))}" />`;
  return [
    `<link rel="canonical" href="${home}" />`,
    meta('property', 'og:url', `${siteUrl}/`),
    meta('property', 'og:image', `${siteUrl}${PREVIEW_IMAGE.path}`),
    meta('property', 'og:image:type', PREVIEW_IMAGE.type),
    meta('property', 'og:image:width', PREVIEW_IMAGE.width),
    meta('property', 'og:image:height', PREVIEW_IMAGE.height),
    meta('property', 'og:image:alt', PREVIEW_IMAGE.alt),
    // X reads og:image itself, but not og:image:alt.
    meta('name', 'twitter:image:alt', PREVIEW_IMAGE.alt),
  ];
}

/** The marker index.html keeps on a line of its own where the link-preview tags go. */
const LINK_PREVIEW_LINE = /^([ \t]*)<!-- %LINK_PREVIEW% -->[ \t]*\r?\n/m;

/**
 * index.html with %PAGE_TITLE%, %PAGE_DESCRIPTION% and %TWITTER_CARD% filled in and the
 * `<!-- %LINK_PREVIEW% -->` line replaced by the link-preview tags (or dropped). Throws when
 * a placeholder is missing, so a reworded index.html cannot quietly lose its preview.
 */
export function fillPageMeta(html: string, config: PageMetaConfig): string {
  const tags = linkPreviewTags(config.siteUrl);
  const values: Record<string, string> = {
    '%PAGE_TITLE%': escapeHtml(pageTitle(config)),
    '%PAGE_DESCRIPTION%': escapeHtml(pageDescription(config)),
    // The large card only when there is an image to fill it.
    '%TWITTER_CARD%': tags.length > 0 ? 'summary_large_image' : 'summary',
  };
  const missing = Object.keys(values).filter((placeholder) => !html.includes(placeholder));
  if (!LINK_PREVIEW_LINE.test(html)) missing.push('<!-- %LINK_PREVIEW% --> on a line of its own');
  if (missing.length > 0) throw new Error(`index.html has no ${missing.join(', ')}`);

  // One pass, so a headline that happens to contain a placeholder is left as written.
  return html
    .replace(
      /%(?:PAGE_TITLE|PAGE_DESCRIPTION|TWITTER_CARD)%/g,
      (placeholder) => values[placeholder] ?? '',
    )
    .replace(LINK_PREVIEW_LINE, (_line, indent: string) =>
      tags.map((tag) => `${indent}${tag}\n`).join(''),
    );
}
