/** Lines that web pages wrap around the rule text ("Was this helpful?"): never rule text. */
const NOISE = [/^Last updated\b/i, /^Was this helpful\?$/i, /^Edit on GitHub$/i, /^Previous$/i, /^Next$/i, /^용어 사전$/, /^<\s*목\s*차\s*>$/];

export function isNoiseLine(line: string): boolean {
  const trimmed = line.trim();
  return NOISE.some((re) => re.test(trimmed));
}
