/**
 * The mark a list item opens with in text read from a PDF: "•" (or "●", "▪", "◦"), and "••" for an item nested by
 * its indent (pdf-layout.ts writes it so); then the item's text.
 */
export const BULLET = /^(•{1,2}|●|▪|◦)\s*(.*)$/;
