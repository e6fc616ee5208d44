/** The disk cost of the rule-number pages of a built site (/ru/49.4/, /en/lrr-1.3/49.4/): each is its entry's page. */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { siteFiles } from '../../src/pipeline/write-files.ts';

/** A rule-number page's file: a number folder under a language (or a language's old edition). */
const NUMBER_PAGE = /^[a-z]{2}\/(?:[a-z]+-\d[a-z0-9.-]*\/)?\d+(?:\.\d+)?\/index\.html$/;

export function numberPagesOnDisk(dist: string): { files: number; bytes: number } {
  const pages = siteFiles(dist).filter((f) => NUMBER_PAGE.test(f));
  return { files: pages.length, bytes: pages.reduce((sum, f) => sum + statSync(join(dist, f)).size, 0) };
}
