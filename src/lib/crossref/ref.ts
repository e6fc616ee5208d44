/**
 * A reference target: a topic ("movement") or one of its sub-rules ("movement#48.4"). The same string is the
 * generated link's `data-ref` in the content tree, the key of its preview, and (for graphs) the edge it makes.
 * A page marks the link with a bare `data-ref` (render.ts) and the browser reads the key back from its href
 * (ref-key.ts), so the page writes it once.
 */
import type { Link } from 'mdast';
import type {} from 'mdast-util-to-hast';
import { isTopicId } from '../content/topics.ts';

export interface Ref {
  id: string;
  /** The sub-rule number, when the reference names one. */
  number?: string;
}

export function formatRef(ref: Ref): string {
  return ref.number ? `${ref.id}#${ref.number}` : ref.id;
}

/** Parses "movement" or "movement#48.4"; null for anything else. */
export function parseRef(value: string): Ref | null {
  const [id, number, extra] = value.split('#');
  if (extra !== undefined || !isTopicId(id)) return null;
  if (number === undefined) return { id };
  return /^\d+\.\d+$/.test(number) ? { id, number } : null;
}

/** A link made by the cross-referencer, marked with data-ref so that previews can find it. */
export function refLink(url: string, ref: Ref, text: string): Link {
  return {
    type: 'link',
    url,
    children: [{ type: 'text', value: text }],
    data: { hProperties: { 'data-ref': formatRef(ref) } },
  };
}

/** The data-ref of a link the cross-referencer made, if it is one. */
export function refOfLink(link: Link): Ref | null {
  const value = link.data?.hProperties?.['data-ref'];
  return typeof value === 'string' ? parseRef(value) : null;
}

