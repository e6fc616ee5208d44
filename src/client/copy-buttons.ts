// Entry and rulings pages: the copy button beneath each sub-rule's or note's number, added with the rest of the
// page's features on the reader's first touch, key, focus or pointer (page-features.ts), so that a first visit
// carries neither the button nor its code; the stylesheet keeps the button's room beneath the number from the
// start (site-base.css), so that nothing moves when it comes. Its first press loads the copy menu (copy.ts).
import { strings as copyStrings } from 'virtual:strings/copy';
import { subRuleLabel } from './sub-rule.ts';

const SVG = 'http://www.w3.org/2000/svg';

function svgElement(tag: string, attributes: Record<string, string>, ...children: SVGElement[]): SVGElement {
  const element = document.createElementNS(SVG, tag) as SVGElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** Two overlapping sheets, drawn in the button's text colour. */
function copyIcon(): SVGElement {
  return svgElement(
    'svg',
    {
      'aria-hidden': 'true', width: '20', height: '20', viewBox: '0 0 24 24',
      fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round',
    },
    svgElement('rect', { x: '9', y: '9', width: '12', height: '12', rx: '2' }),
    svgElement('path', { d: 'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1' }),
  );
}

/**
 * Puts a copy button beneath the number of each rule of a list whose rules have their own address (the list that
 * names its short address base, data-short-base: an entry's sub-rules, a rulings page's notes), named with the
 * rule it copies ("Copy the link to 49.4").
 */
export function addCopyButtons(): void {
  const strings = copyStrings[document.documentElement.lang as keyof typeof copyStrings] ?? copyStrings.en;
  for (const place of document.querySelectorAll<HTMLElement>('[data-short-base] .sub-rule > .sub-rule-number')) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-open tap';
    button.dataset.copyOpen = '';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-label', `${strings.copyLinkLabel} ${subRuleLabel(place)}`);
    button.title = strings.copyLink;
    button.append(copyIcon());
    place.append(button);
  }
}
