/** A sub-rule's number ("49.4"): its heading's id, the one place an entry page writes it (SubRule.astro). */
export const subRuleNumber = (rule: Element): string => rule.querySelector('h2')!.id;
