import { UNIT_ATTRIBUTE, UNITS } from '../../countdown/units';
import { BUBBLE_COUNT, GLASS_ATTRIBUTE, RESTING_GLASS_LABEL } from '../../beer/glass';
import { BUBBLE_ATTRIBUTE, FOAM_ATTRIBUTE } from '../../beer/glassMotion';

// The prerendered page the boot ticker tests draw on: the countdown's boxes and the glass.

/** The prerendered boxes as the build writes them: '--' in every marked span. */
export function prerenderedRoot(countdown: 'clock-free' | 'over'): HTMLElement {
  const root = document.createElement('div');
  root.dataset.countdown = countdown;
  for (const { key } of UNITS) {
    const span = document.createElement('span');
    span.setAttribute(UNIT_ATTRIBUTE, key);
    span.textContent = countdown === 'over' ? '00' : '--';
    root.append(span);
  }
  return root;
}

export const boxes = (root: HTMLElement) =>
  UNITS.map(({ key }) => root.querySelector(`[${UNIT_ATTRIBUTE}="${key}"]`)?.textContent);

export const SVG = 'http://www.w3.org/2000/svg';

/**
 * The glass as the prerender draws it: a named svg around the liquid's rectangle, the
 * hidden bubbles and the hidden foam.
 */
export function withGlass(root: HTMLElement) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute(GLASS_ATTRIBUTE, '');
  svg.setAttribute('aria-label', RESTING_GLASS_LABEL);
  const liquid = document.createElementNS(SVG, 'rect');
  liquid.dataset.fill = '5.00';
  const bubbles = Array.from({ length: BUBBLE_COUNT }, (_, i) => {
    const bubble = document.createElementNS(SVG, 'circle');
    bubble.setAttribute(BUBBLE_ATTRIBUTE, String(i));
    bubble.setAttribute('visibility', 'hidden');
    return bubble;
  });
  const foam = document.createElementNS(SVG, 'g');
  foam.setAttribute(FOAM_ATTRIBUTE, '');
  foam.setAttribute('visibility', 'hidden');
  svg.append(liquid, ...bubbles, foam);
  root.append(svg);
  return { svg, liquid, bubbles, foam };
}

export const isShown = (element: Element) => element.getAttribute('visibility') !== 'hidden';
