import { FIRST_CARDS, type FirstCard } from '../data/reading/firstPage';
import { REACTION_KINDS } from '../data/schema/schema';
import { avatarColour } from '../ui/avatarColour';
import { REACTION_ART } from '../ui/glyphs/reactionArt';
import { relativeLabel } from '../ui/relativeLabel';

/**
 * The wall's first cards, drawn by the boot entry from a REST read (src/data/reading/firstPage.ts)
 * the moment a guest heads for the wall, before the app and Firestore's SDK are there; loaded
 * by src/boot.ts only then (its own small chunk). They are a picture of the live cards: the
 * same look and words, no buttons, hidden from assistive technology (the loading cards'
 * "Loading messages…" is still what is said), in a layer of their own over the loading cards
 * (outside the React tree, which hydration would otherwise find changed). Nothing in the page's
 * flow moves for them. The layer goes, in the same frame, as soon as no loading card is left
 * on the page: the live list has drawn its cards (or says why it cannot), so no card shows twice.
 */

/** The layer's class; its cards are drawn in the loading cards' box, this many at most. */
export const FIRST_CARDS_CLASS = 'first-cards';
/** Set on <html> while the layer is up: the loading cards under it are hidden. */
export const FIRST_CARDS_ATTRIBUTE = 'data-first-cards';
const LOADING_CARDS = '[data-message-skeletons]';
/** A photo's frame at most this tall (src/wall/photo/CardPhotoFrame.tsx, THUMB_MAX_HEIGHT). */
const PHOTO_MAX_HEIGHT = 320;

// The live cards' look (src/wall/WallCardStyles.tsx), for these few elements.
const STYLE = `
html[${FIRST_CARDS_ATTRIBUTE}] ${LOADING_CARDS}{visibility:hidden}
.${FIRST_CARDS_CLASS}{position:absolute;overflow:hidden;pointer-events:none;z-index:1}
.${FIRST_CARDS_CLASS}>div{padding-bottom:14px}
.${FIRST_CARDS_CLASS} article{display:flex;gap:12px;padding:16px;border-radius:20px;background:rgba(255,255,255,.045);border:1px solid rgba(255,255,255,.12)}
.${FIRST_CARDS_CLASS} .fc-avatar{flex-shrink:0;width:44px;height:44px;border-radius:50%;display:grid;place-items:center;font-family:"Fredoka Variable","Fredoka",ui-rounded,"Segoe UI",system-ui,sans-serif;font-weight:700;font-size:1.25rem;color:#140b2e;box-shadow:0 6px 16px rgba(0,0,0,.3)}
.${FIRST_CARDS_CLASS} .fc-body{flex:1;min-width:0}
.${FIRST_CARDS_CLASS} .fc-head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;column-gap:12px;margin-bottom:4px}
.${FIRST_CARDS_CLASS} .fc-author{margin:0;font-weight:700;font-size:1.05rem;overflow-wrap:anywhere}
.${FIRST_CARDS_CLASS} .fc-meta{display:flex;align-items:baseline;gap:8px;font-size:.85rem;color:#d9ccf5}
.${FIRST_CARDS_CLASS} .fc-edited{font-size:.8rem;font-style:italic}
.${FIRST_CARDS_CLASS} time{text-decoration:underline dotted rgba(217,204,245,.5);text-underline-offset:3px}
.${FIRST_CARDS_CLASS} .fc-text{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;overflow:hidden;line-height:1.55}
.${FIRST_CARDS_CLASS} .fc-photo{max-width:100%;margin-top:12px;border-radius:14px;background:rgba(255,255,255,.06)}
.${FIRST_CARDS_CLASS} .fc-reactions{display:flex;flex-wrap:wrap;gap:6px;margin-top:10px}
.${FIRST_CARDS_CLASS} .fc-reaction{display:inline-flex;align-items:center;gap:6px;min-height:32px;min-width:44px;box-sizing:border-box;padding:4px 10px;border-radius:999px;border:1px solid rgba(255,255,255,.16);font-size:.95rem;font-weight:600;line-height:1}
.${FIRST_CARDS_CLASS} .fc-reaction::before{content:"";width:1.1em;height:1.1em;flex-shrink:0;background:center/contain no-repeat}
@media (min-width:600px){.${FIRST_CARDS_CLASS} article{gap:16px;padding:20px}}
${REACTION_KINDS.map((kind) => `.${FIRST_CARDS_CLASS} .fc-reaction[data-kind="${kind}"]::before{background-image:${REACTION_ART[kind]}}`).join('\n')}
`;

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = doc.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** One card, as src/wall/feed/MessageCard.tsx draws it, without anything to press. */
export function firstCardElement(doc: Document, card: FirstCard, now: number): HTMLElement {
  const item = doc.createElement('div');
  const article = element(doc, 'article', '');
  const avatar = element(doc, 'span', 'fc-avatar', Array.from(card.authorName)[0]?.toUpperCase());
  avatar.style.backgroundColor = avatarColour(card.authorName);
  const body = element(doc, 'div', 'fc-body');
  const head = element(doc, 'div', 'fc-head');
  const author = element(doc, 'p', 'fc-author', card.authorName);
  author.dir = 'auto';
  const meta = element(doc, 'span', 'fc-meta');
  if (card.edited) meta.append(element(doc, 'span', 'fc-edited', 'Edited'));
  const time = element(doc, 'time', '', relativeLabel(card.createdAt, now));
  time.dateTime = card.createdAt.toISOString();
  meta.append(time);
  head.append(author, meta);
  const text = element(doc, 'p', 'fc-text', card.content);
  text.dir = 'auto';
  body.append(head, text);
  if (card.photoAspect) {
    const photo = element(doc, 'div', 'fc-photo');
    photo.style.aspectRatio = String(card.photoAspect);
    photo.style.width = `${Math.round(PHOTO_MAX_HEIGHT * card.photoAspect)}px`;
    body.append(photo);
  }
  const reactions = element(doc, 'div', 'fc-reactions');
  for (const kind of REACTION_KINDS) {
    const reaction = element(doc, 'span', 'fc-reaction');
    reaction.dataset.kind = kind;
    const count = card.reactions[kind] ?? 0;
    if (count > 0) reaction.append(element(doc, 'span', '', String(count)));
    reactions.append(reaction);
  }
  body.append(reactions);
  article.append(avatar, body);
  item.append(article);
  return item;
}

/** The loading cards the layer covers: the first of them that is laid out. */
function loadingCards(doc: Document): HTMLElement | undefined {
  return [...doc.querySelectorAll<HTMLElement>(LOADING_CARDS)].find(
    (cards) => cards.getClientRects().length > 0,
  );
}

/**
 * Draws `cards` over the page's loading cards, and takes them away once none is left.
 * Draws nothing (false) when there is no card or no loading card any more (the live list
 * was first).
 */
export function drawFirstCards(
  doc: Document,
  cards: readonly FirstCard[],
  now: number = Date.now(),
): boolean {
  const under = loadingCards(doc);
  if (cards.length === 0 || !under || !doc.body) return false;
  if (!doc.getElementById('first-cards-style')) {
    const style = doc.createElement('style');
    style.id = 'first-cards-style';
    style.textContent = STYLE;
    doc.head.append(style);
  }
  const layer = element(doc, 'div', FIRST_CARDS_CLASS);
  layer.setAttribute('aria-hidden', 'true');
  for (const card of cards.slice(0, FIRST_CARDS)) layer.append(firstCardElement(doc, card, now));
  const view = doc.defaultView;
  /** Over the loading cards, wherever they are now; false once there are none. */
  const place = (): boolean => {
    const target = loadingCards(doc);
    if (!target) return false;
    const box = target.getBoundingClientRect();
    layer.style.top = `${box.top + (view?.scrollY ?? 0)}px`;
    layer.style.left = `${box.left + (view?.scrollX ?? 0)}px`;
    layer.style.width = `${box.width}px`;
    layer.style.height = `${box.height}px`;
    return true;
  };
  place();
  doc.body.append(layer);
  doc.documentElement.setAttribute(FIRST_CARDS_ATTRIBUTE, '');
  // Where the wall's time goes, for the bench (bench/lib/afterLoad.mjs reads the marks).
  if (typeof performance.mark === 'function') performance.mark('first-cards');
  // Mutation callbacks run before the next frame is drawn: the live cards and the end of
  // the layer come in one frame.
  const watcher = new MutationObserver(() => {
    if (place()) return;
    watcher.disconnect();
    view?.removeEventListener('resize', onResize);
    layer.remove();
    doc.documentElement.removeAttribute(FIRST_CARDS_ATTRIBUTE);
    if (typeof performance.mark === 'function') performance.mark('first-cards-handed-over');
  });
  const onResize = () => place();
  view?.addEventListener('resize', onResize);
  watcher.observe(doc.body, { childList: true, subtree: true });
  return true;
}
