/** npm run coverage: the translation coverage of content/ as a terminal table, for translators. */
import { join, resolve } from 'node:path';
import { loadContent } from '../src/pipeline/content-loader.ts';
import { coverageReport } from '../src/lib/coverage/coverage-report.ts';

const root = resolve(import.meta.dirname, '..');
const contentDir = process.argv[2] ? resolve(process.argv[2]) : join(root, 'content');
try {
  console.log(coverageReport(loadContent(contentDir, { root }).glossary));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
