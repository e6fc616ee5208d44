/** npm run check: validates content/ (the current text and the earlier editions) and prints every error and warning with file:line. */
import { join, resolve } from 'node:path';
import { loadContent } from '../src/pipeline/content-loader.ts';
import { loadEditions } from '../src/pipeline/edition-loader.ts';
import { loadVocabulary } from '../src/pipeline/vocabulary-loader.ts';
import { formatDiagnostic } from '../src/lib/content/diagnostics.ts';
import { LOCALES } from '../src/lib/locale/locale.ts';

const root = resolve(import.meta.dirname, '..');
const contentDir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'content');
try {
  const { glossary, diagnostics } = loadContent(contentDir, { root, strict: false });
  const vocabulary = loadVocabulary(contentDir, glossary, { root });
  diagnostics.merge(vocabulary.diagnostics);
  for (const d of diagnostics.items) console.log(formatDiagnostic(d));
  const counts = LOCALES.map((l) => `${l} ${glossary.entries(l).length}`).join(', ');
  const words = LOCALES.map((l) => `${l} ${vocabulary.terms.get(l)?.length ?? 0} terms, ${vocabulary.rewordings.get(l)?.length ?? 0} rewordings`).join('; ');
  const { errors, warnings } = diagnostics;
  console.log(`\n${counts} entries; vocabulary: ${words}; ${errors.length} errors, ${warnings.length} warnings`);
  let editionErrors = 0;
  try {
    const editions = loadEditions(contentDir, root);
    if (editions.length > 0) console.log(`editions: ${editions.map((e) => `${e.locale}/${e.name} ${e.entries.length}`).join(', ')} entries`);
  } catch (error) {
    console.log((error as Error).message);
    editionErrors = 1;
  }
  if (errors.length > 0 || editionErrors > 0) process.exit(1);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
