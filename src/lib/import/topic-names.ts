/**
 * Joins the topic names a raw file uses ("유닛 생산", "Производство отрядов") to topic ids,
 * through the manifest's name table. Mends a missing comma between two names and a name cut off
 * at its end, but only where exactly one reading fits.
 */
export interface NameResolution {
  /** One or two topics (two when a comma was missing). */
  topics: { name: string; id: string | null }[];
  fix?: { kind: 'name-split' | 'name-completed' | 'name-unresolved'; message: string };
}

export function resolveTopicName(raw: string, table: ReadonlyMap<string, string>): NameResolution {
  const name = raw.trim();
  const exact = table.get(name);
  if (exact) return { topics: [{ name, id: exact }] };

  const words = name.split(/\s+/);
  const splits: [string, string][] = [];
  for (let i = 1; i < words.length; i++) {
    const left = words.slice(0, i).join(' ');
    const right = words.slice(i).join(' ');
    if (table.has(left) && table.has(right)) splits.push([left, right]);
  }
  if (splits.length === 1) {
    const [left, right] = splits[0];
    return {
      topics: [
        { name: left, id: table.get(left)! },
        { name: right, id: table.get(right)! },
      ],
      fix: { kind: 'name-split', message: `"${name}" is two topics with the comma missing: read as "${left}", "${right}"` },
    };
  }

  const completions = [...table.keys()].filter((known) => known.startsWith(name) && known !== name);
  const ids = new Set(completions.map((c) => table.get(c)));
  if (completions.length > 0 && ids.size === 1) {
    const full = completions.sort((a, b) => a.length - b.length)[0];
    return {
      topics: [{ name: full, id: table.get(full)! }],
      fix: { kind: 'name-completed', message: `"${name}" is cut off; the only topic name it begins is "${full}" (${table.get(full)})` },
    };
  }
  return {
    topics: [{ name, id: null }],
    fix: { kind: 'name-unresolved', message: `"${name}" matches no topic name in the manifest; left as plain text` },
  };
}
