/**
 * The `_headers` file the build writes for static hosts (Netlify / Cloudflare Pages format: a path pattern
 * on its own line, then indented "Name: value" lines), read back so that the local server sends exactly the
 * headers a host would. Patterns support the `*` splat; the values of several matching rules for one header
 * are joined with ", ", as those hosts do.
 */
export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

export function parseHeadersFile(text: string, file = '_headers'): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      const source = line.trim().split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      return;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`${file}:${index + 1}: expected a path, or "Name: value" under one`);
    rule.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/** The headers for a URL path (lower-case names). */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue;
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
