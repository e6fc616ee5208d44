// html-validate configuration for the built site (tests/e2e/html-validate.test.ts validates every page of dist/, a
// sub-rule's number pages by one of each folder: they differ from their topic's number page only in the head).
// A JavaScript file rather than .htmlvalidate.json because JSON allows no comments and html-validate's schema
// refuses unknown keys, and every exception below must carry its justification.
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Sub-rules carry their number as id ("49.4") because forum permalinks are https://site/ru/49.4/ →
    // /ru/component-limitations/#49.4. HTML allows any id without whitespace; the strict mode's "must begin with
    // a letter" is a CSS-selector convenience. Relaxed mode still checks for empty ids and whitespace.
    'valid-id': ['error', { relaxed: true }],
  },
};
