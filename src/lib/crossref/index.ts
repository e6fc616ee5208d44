/** In-text references: rule numbers and topic names become links at build time. */
export { splitQualifier, type QualifiedName } from './qualifier.ts';
export { isParticleRun } from './korean-particles.ts';
export { collectTerms, type Term } from './terms.ts';
export { acceptsOccurrence, findTermMatches, selectSpans, type Span, type TermMatch } from './find-terms.ts';
export { findRuleNumbers, type NumberMatch } from './rule-numbers.ts';
export { formatRef, parseRef, refLink, refOfLink, type Ref } from './ref.ts';
export { buildCrossRefIndex, type CrossRefIndex } from './index-for-locale.ts';
export { crossLink, linkReferencesInPlace, remarkCrossRefs, type CrossRefContext } from './transform.ts';
export { collectRefs, crossLinkEntry, entryRefs } from './entry.ts';
export { resolveRefUrl } from './urls.ts';
export { buildPreviews, previewFor, trimPreview, PREVIEW_LENGTH, type Preview, type Previews } from './previews.ts';
