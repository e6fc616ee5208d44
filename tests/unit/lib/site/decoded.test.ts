/** An address's text, read safely (src/lib/site/decoded.ts). */
import { describe, expect, it } from 'vitest';
import { decoded } from '../../../../src/lib/site/decoded.ts';

describe('decoded', () => {
  it('percent-decodes a well-encoded text, and leaves one that is not as typed instead of throwing', () => {
    expect(decoded('49.4')).toBe('49.4');
    expect(decoded('direct-hit.2')).toBe('direct-hit.2');
    expect(decoded('%ED%95%AD%EB%AA%A9')).toBe('항목');
    expect(decoded('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decoded('100%')).toBe('100%');
  });
});
