/**
 * Where the reader's choice of comparison languages is kept (localStorage), on its own so that the comparison
 * pages' first script can look for a choice without bringing the locale records (compare-prefs.ts has the rest).
 */
export const COMPARE_PREFS_KEY = 'compare-languages';
