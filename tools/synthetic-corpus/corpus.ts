/**
 * Synthetic corpora for the bench: N entries per locale in the content format, with lengths like the real
 * LRR (intro, 3–9 sub-rules of 1–3 sentences, nested bullets, notes, related topics) in the three scripts.
 * Deterministic: the same N gives the same files.
 */
import { seededRandom } from '../seeded-random.ts';
import { LOCALES, sectionHeadings, type Locale } from '../../src/lib/locale/locale.ts';

const SYLLABLES: Record<Locale, string[]> = {
  en: ['ac', 'tion', 'pla', 'yer', 'sys', 'tem', 'uni', 'ts', 'com', 'bat', 'fle', 'et', 'pro', 'duc', 'ing', 'stra', 'te', 'gy', 'card', 'ship', 'plan', 'et', 'tok', 'en', 'rea', 'dy'],
  ru: ['от', 'ря', 'ды', 'иг', 'рок', 'сис', 'те', 'ма', 'жет', 'он', 'бой', 'флот', 'про', 'из', 'вод', 'ство', 'стра', 'те', 'гия', 'кар', 'та', 'ко', 'рабль', 'пла', 'не', 'та'],
  ko: ['유', '닛', '플', '레', '이', '어', '성', '계', '전', '투', '함', '선', '생', '산', '전', '략', '카', '드', '행', '성', '토', '큰', '지', '휘', '준', '비'],
};
const PARTICLES = ['을', '를', '은', '는', '이', '가', '의', '에', '에서', '으로'];

function word(locale: Locale, rnd: () => number): string {
  const n = 1 + Math.floor(rnd() * 3);
  let w = '';
  for (let i = 0; i < n; i++) w += SYLLABLES[locale][Math.floor(rnd() * SYLLABLES[locale].length)];
  if (locale === 'ko' && rnd() < 0.4) w += PARTICLES[Math.floor(rnd() * PARTICLES.length)];
  return w;
}

function sentence(locale: Locale, rnd: () => number, words: number): string {
  const out = Array.from({ length: words }, () => word(locale, rnd)).join(' ');
  return `${out.charAt(0).toLocaleUpperCase(locale)}${out.slice(1)}${locale === 'ko' ? '니다.' : '.'}`;
}

function paragraph(locale: Locale, rnd: () => number): string {
  return Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => sentence(locale, rnd, 8 + Math.floor(rnd() * 14))).join(' ');
}

export interface SyntheticCorpus {
  /** Path relative to the content folder → text. */
  files: Map<string, string>;
}

export function syntheticCorpus(perLocale: number, seed = 1): SyntheticCorpus {
  const files = new Map<string, string>();
  const ids = Array.from({ length: perLocale }, (_, i) => `topic-${String(i + 1).padStart(4, '0')}`);
  files.set('lrr-topics.tsv', ['number\tid\ttitle_en', ...ids.map((id, i) => `${i + 1}\t${id}\tTopic ${i + 1}`)].join('\n') + '\n');
  for (const locale of LOCALES) {
    const rnd = seededRandom(seed * 7919 + locale.charCodeAt(0));
    // A translation links the topics its original links: the related topics come from a stream that is the same in
    // every language (the text from each language's own).
    const links = seededRandom(seed * 104729);
    // Titles of two longer words, as real titles are; related topics are named by their titles, as in the LRR.
    const title = (n: number) => (locale === 'en' ? `Topic ${n}` : `${word(locale, rnd)}${word(locale, rnd)} ${word(locale, rnd)}${word(locale, rnd)}`);
    const titles = ids.map((_, i) => title(i + 1));
    ids.forEach((id, i) => {
      const number = i + 1;
      const lines = ['---', `id: ${id}`, `title: ${titles[i]}`, `number: ${number}`, '---', '', paragraph(locale, rnd), ''];
      const subRules = 3 + Math.floor(rnd() * 7);
      for (let s = 1; s <= subRules; s++) {
        lines.push(`${number}.${s} ${paragraph(locale, rnd)}`, '');
        if (rnd() < 0.35) {
          for (let b = 0; b < 2 + Math.floor(rnd() * 3); b++) lines.push(`- ${sentence(locale, rnd, 6 + Math.floor(rnd() * 10))}`);
          lines.push('');
        }
      }
      const notes = Math.floor(rnd() * 6);
      if (notes > 0) {
        lines.push(`## ${sectionHeadings(locale).notes}`, '');
        for (let n = 1; n <= notes; n++) lines.push(`${n}. ${paragraph(locale, rnd)}`);
        lines.push('');
      }
      lines.push(`## ${sectionHeadings(locale).related}`, '');
      const related = new Set<string>();
      for (let r = 0; r < 2 + Math.floor(links() * 5); r++) related.add(ids[Math.floor(links() * ids.length)]);
      // The language's own stream still makes the draws it made when each language drew its related topics itself,
      // so that the text, and every figure measured on it before, stays the same.
      for (let r = 0; r < 2 + Math.floor(rnd() * 5); r++) rnd();
      related.delete(id);
      for (const other of related) lines.push(`- [${titles[ids.indexOf(other)]}](${other})`);
      lines.push('');
      files.set(`${locale}/${id}.md`, lines.join('\n'));
    });
  }
  return { files };
}
