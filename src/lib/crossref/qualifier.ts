/**
 * Titles such as "우주포 (유닛 능력)" or "Warfare (Strategy Card)" carry a qualifier that tells apart
 * topics sharing a name. Text uses the bare name ("우주포"), which is exactly why it is ambiguous.
 */
export interface QualifiedName {
  /** The name without its qualifier: "우주포". */
  bare: string;
  /** The qualifier without brackets ("유닛 능력"), or null when the name has none. */
  qualifier: string | null;
}

const QUALIFIED = /^(.*\S)\s*\(([^()]+)\)$/u;

export function splitQualifier(name: string): QualifiedName {
  const trimmed = name.trim();
  const match = QUALIFIED.exec(trimmed);
  if (!match) return { bare: trimmed, qualifier: null };
  return { bare: match[1].trim(), qualifier: match[2].trim() };
}
