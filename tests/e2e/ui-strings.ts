/**
 * The interface strings of one language, read from their source (every .ts file under src/i18n/) with the
 * TypeScript parser: every string under a property named by the locale, whether a dictionary entry
 * (`key: { ru: '…', en: '…' }`) or a client group (`{ en: { key: '…' } }`). Templates are cut at their
 * `{placeholders}`; the pieces that hold a word are what a page in another language must not show.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import type { Locale } from '../../src/lib/locale.ts';

const I18N = resolve(import.meta.dirname, '../../src/i18n');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
}

function strings(node: ts.Node, out: string[]): void {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
  else ts.forEachChild(node, (child) => strings(child, out));
}

/** Every string of `locale` in src/i18n/, whole (placeholders included). */
export function uiStrings(locale: Locale): string[] {
  const out: string[] = [];
  for (const file of sources(I18N)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && node.name.text === locale) strings(node.initializer, out);
      else ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...new Set(out)];
}

/** The pieces of the locale's strings between placeholders that hold a word of three letters or more. */
export function uiPhrases(locale: Locale, word = /\p{L}{3,}/u): string[] {
  return [...new Set(uiStrings(locale).flatMap((s) => s.split(/\{[^}]*\}/)).map((p) => p.trim()).filter((p) => word.test(p)))];
}
