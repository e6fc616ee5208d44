/** Which pages the static server may answer with an HTTP redirect: those that send the reader on at once. */
import { describe, expect, it } from 'vitest';
import { redirectHtml } from '../../../src/lib/site/redirects.ts';
import { instantRedirect, REDIRECT_PAGE_MAX_BYTES } from '../../../src/pipeline/redirect-page.ts';

const page = (target: string) =>
  redirectHtml({ target, title: 'Component Limitations · Compare', description: 'A text.', canonical: target, icon: '/icon.svg', lead: 'This page has moved' });

describe('instantRedirect', () => {
  it('reads the target of a redirect page, its anchor included', () => {
    expect(instantRedirect(page('/en/component-limitations/#23.4'))).toBe('/en/component-limitations/#23.4');
    expect(instantRedirect(page('/en/compare/units/'))).toBe('/en/compare/units/');
  });

  it('leaves alone a page that shows itself first, or has no refresh, or only names one in its text', () => {
    expect(instantRedirect('<!doctype html><html><head><meta http-equiv="refresh" content="5; url=/en/"></head></html>')).toBeNull();
    expect(instantRedirect('<!doctype html><html><head><title>x</title></head><body><p>content="0; url=/x/"</p></body></html>')).toBeNull();
    expect(instantRedirect('<!doctype html><html><head></head><body><meta http-equiv="refresh" content="0; url=/x/"></body></html>')).toBeNull();
  });

  it('does not parse a page larger than a redirect page', () => {
    const big = page('/en/units/').replace('</main>', `${'<p>x</p>'.repeat(REDIRECT_PAGE_MAX_BYTES / 8)}</main>`);
    expect(instantRedirect(big)).toBeNull();
  });
});
