import { describe, expect, it } from 'vitest';
import { pagefindInput } from '../../../../src/lib/search/pagefind-input.ts';

describe('pagefindInput', () => {
  it('gives a dash that joins two letters as a hyphen, so Pagefind indexes the parts of the word', () => {
    expect(pagefindInput('<p>Anti–Fighter Barrage, Jol‑Nar, Пиро‐техника, 반–격</p>')).toBe('<p>Anti-Fighter Barrage, Jol-Nar, Пиро-техника, 반-격</p>');
  });

  it('leaves ranges of numbers, dashes set apart by spaces and em dashes as they are', () => {
    const html = '<p>Roll 1–3 dice – then stop—or not. A–1</p>';
    expect(pagefindInput(html)).toBe(html);
  });
});
