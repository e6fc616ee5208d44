// The phone bench's arithmetic and its bare page (tools/bench/phone.ts).
import { describe, expect, it } from 'vitest';
import { barePage, floorMs, PHONE } from '../../../../tools/bench/phone.ts';

describe('the phone bench', () => {
  it('puts the floor at one round trip plus the bytes at the download rate', () => {
    expect(floorMs(0)).toBe(PHONE.rttMs);
    // 20,000 bytes at 1.6 Mbps: 100 ms.
    expect(floorMs(20_000)).toBe(PHONE.rttMs + 100);
  });

  it('writes the bare page as text only, escaped', () => {
    const page = barePage('a <script>x</script> & b', 'en');
    expect(page).toContain('<p>a &lt;script&gt;x&lt;/script&gt; &amp; b</p>');
    expect(page).not.toMatch(/<script|<link|<style/);
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });
});
