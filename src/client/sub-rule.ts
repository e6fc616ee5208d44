/**
 * A sub-rule's number ("49.4"), or a rulings note's anchor ("technology-singularity.4.2"): its heading's id, the
 * one place a page writes it (SubRule.astro, RulingNote.astro). A note's own heading comes before its nested notes'.
 */
export const subRuleNumber = (rule: Element): string => rule.querySelector('h2[id], h3[id], h4[id], h5[id], h6[id]')!.id;

/**
 * How a quote and a copy button name it: a rulings note by its heading's text ("Technology Singularity 4.2", the
 * section's name hidden before the number: RulingNote.astro), a sub-rule by its number.
 */
export const subRuleLabel = (rule: Element): string => {
  const heading = rule.querySelector('h3[id], h4[id], h5[id], h6[id]');
  return heading ? (heading.textContent ?? '').replace(/\s+/g, ' ').trim() : subRuleNumber(rule);
};
