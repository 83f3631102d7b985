/**
 * CSS written into the page as is, where it is rendered: on the server into the prerendered
 * HTML, in the browser as the same element, so hydration adopts it. For the first screen's
 * keyframes (the characters' dance, the confetti): through emotion, its vendor prefixer
 * wrote every keyframe and transform three times over, 120 kB of HTML where the CSS itself is
 * about 20 kB; every browser the page supports animates them unprefixed.
 */
export function PlainStyle({ css }: { css: string }) {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
