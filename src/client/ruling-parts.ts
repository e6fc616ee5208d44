// A long rulings page's first part: a section's or note's address there (/en/components/action-cards/#direct-hit.2,
// as forums paste it) goes to the part that holds it, which the parts' list names (data-anchors).
import { hashId } from './address.ts';

function toPart(): void {
  const key = hashId();
  if (!key || document.getElementById(key)) return;
  const section = key.split('.')[0];
  const part = [...document.querySelectorAll<HTMLAnchorElement>('a[data-anchors]')].find((a) => a.dataset.anchors!.split(' ').includes(section));
  if (part) location.replace(`${part.href}${location.hash}`);
}

toPart();
addEventListener('hashchange', toPart);
