/** Escapes text for XML/HTML content and double-quoted attribute values (the graphs, the pages written after Astro, the sitemap). Content text is untrusted. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeXml(text: string): string {
  // Control characters are not allowed in XML at all: drop them.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/gu, '').replace(/[&<>"']/gu, (c) => ENTITIES[c]);
}
