import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { graphJson } from '../../../../src/lib/graph/json.ts';
import { buildLocaleGraph } from '../../../../src/lib/graph/model.ts';
import { LOCALES } from '../../../../src/lib/locale/locale.ts';
import { ROOT, realGlossary } from '../../support.ts';

const schema = JSON.parse(readFileSync(join(ROOT, 'src/lib/graph/graph.schema.json'), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);
const glossary = realGlossary();

describe('graph.json', () => {
  it.each(LOCALES)('the real %s graph validates against graph.schema.json', (locale) => {
    const json = JSON.parse(JSON.stringify(graphJson(buildLocaleGraph(glossary, locale), '/')));
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
  });

  it('validates with a base path too', () => {
    expect(validate(JSON.parse(JSON.stringify(graphJson(buildLocaleGraph(glossary, 'ko'), '/lrr/'))))).toBe(true);
  });

  it('the schema refuses broken graphs', () => {
    const good = graphJson(buildLocaleGraph(glossary, 'ko'), '/');
    const broken = [
      { ...good, locale: 'de' },
      { ...good, nodes: [{ ...good.nodes[0], href: 'https://elsewhere.example/' }] },
      { ...good, nodes: [{ ...good.nodes[0], degree: -1 }] },
      { ...good, edges: [{ ...good.edges[0], kind: 'friend' }] },
      { ...good, edges: [{ source: 'Capacity', target: 'movement', kind: 'related' }] },
      { locale: 'ko', nodes: [] },
    ];
    for (const b of broken) expect(validate(b), JSON.stringify(b).slice(0, 80)).toBe(false);
  });

  it('holds the nodes with locale labels, hrefs and degrees, and the directed edges', () => {
    const json = graphJson(buildLocaleGraph(glossary, 'ko'), '/');
    expect(json.locale).toBe('ko');
    expect(json.nodes.find((n) => n.id === 'movement')).toEqual({ id: 'movement', label: '이동', missing: false, degree: expect.any(Number), href: '/ko/movement/' });
    expect(json.nodes.find((n) => n.id === 'component-limitations')).toMatchObject({ labelLang: 'en', missing: true, href: '/ko/component-limitations/' });
    expect(json.nodes.find((n) => n.id === 'transport')).toMatchObject({ label: '수송', missing: true, href: '/ko/transport/' });
    expect(json.edges).toContainEqual({ source: 'capacity', target: 'movement', kind: 'related' });
  });
});
