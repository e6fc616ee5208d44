/**
 * The stemmers a locale record can name (its `stemmer` field), by name: a new language picks one of these, or
 * "none" (its words are matched as written), without touching the search code.
 */
import type { StemmerName } from '../locale/locale.ts';
import { stemEnglish } from './english.ts';
import { stripKoreanParticles } from './korean.ts';
import { stemRussian } from './russian.ts';

export const STEMMER_IMPLEMENTATIONS: Record<StemmerName, (word: string) => string> = {
  'snowball-russian': stemRussian,
  'english-light': stemEnglish,
  'korean-particles': stripKoreanParticles,
  none: (word) => word,
};
