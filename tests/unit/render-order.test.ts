import { describe, expect, it } from 'vitest';
import { firstThenRest } from '../../src/node/render-order.ts';

describe('firstThenRest', () => {
  it('puts the picked paths first and keeps the order within each part', () => {
    const paths = ['/en/compare/a/', '/en/a/', '/ru/compare/a/', '/ru/a/', '/'].map((pathname) => ({ pathname }));
    const isEntry = (p: { pathname: string }) => /^\/(en|ru)\/a\/$/.test(p.pathname);
    const { ordered, first } = firstThenRest(paths, isEntry);
    expect(first.map((p) => p.pathname)).toEqual(['/en/a/', '/ru/a/']);
    expect(ordered.map((p) => p.pathname)).toEqual(['/en/a/', '/ru/a/', '/en/compare/a/', '/ru/compare/a/', '/']);
  });
});
