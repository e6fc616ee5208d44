/** The English LRR index (lrr-topics.tsv): the topic ids that join the languages. */
export interface Topic {
  /** LRR number in the English reference; null for topics the index lists without one. */
  number: number | null;
  id: string;
  titleEn: string;
}

export class TopicIndex {
  readonly topics: readonly Topic[];
  private readonly byId: Map<string, Topic>;

  constructor(topics: Topic[]) {
    this.topics = topics;
    this.byId = new Map(topics.map((t) => [t.id, t]));
  }

  get(id: string): Topic | undefined {
    return this.byId.get(id);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isTopicId(value: string): boolean {
  return ID.test(value);
}

/** Parses lrr-topics.tsv (header: number, id, title_en). Throws with file:line on a bad row. */
export function parseTopicsTsv(text: string, file = 'lrr-topics.tsv'): TopicIndex {
  const lines = text.split(/\r?\n/);
  const topics: Topic[] = [];
  const seen = new Set<string>();
  lines.forEach((raw, index) => {
    if (index === 0 || raw.trim() === '') return;
    const cells = raw.split('\t');
    const where = `${file}:${index + 1}`;
    if (cells.length !== 3) throw new Error(`${where}: expected 3 tab-separated cells, found ${cells.length}`);
    const [num, id, title] = cells.map((c) => c.trim());
    if (!isTopicId(id)) throw new Error(`${where}: "${id}" is not a kebab-case topic id`);
    if (seen.has(id)) throw new Error(`${where}: duplicate topic id "${id}"`);
    if (num !== '' && !/^\d+$/.test(num)) throw new Error(`${where}: "${num}" is not a number`);
    seen.add(id);
    topics.push({ number: num === '' ? null : Number(num), id, titleEn: title });
  });
  return new TopicIndex(topics);
}
