/**
 * What Pagefind is given of a rendered page: the page, with a dash that joins two letters into one word given as
 * a hyphen. The wiki's pages write compounds with an en dash ("Anti–Fighter Barrage", "Jol–Nar", "non–binding");
 * Pagefind indexes a hyphenated word by its parts as well as whole ("anti-fighter": anti, fighter, antifighter),
 * but a word joined by another dash only whole, so "fighter" or "anti fighter barrage" would not find the rules
 * that write it so. The page shown keeps its dash; the index, and the excerpts made from it, have the hyphen.
 * A dash between digits (a range, "1–3") or set apart by spaces is left alone.
 */
const JOINING_DASH = /(?<=\p{L})[\u2010\u2011\u2013](?=\p{L})/gu;

export function pagefindInput(html: string): string {
  return html.replace(JOINING_DASH, '-');
}
