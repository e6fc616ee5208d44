// The phone bench's arithmetic and its bare page (tools/bench/phone.ts).
import { describe, expect, it } from 'vitest';
import { barePage, floorMs, PHONE, ratioToPeer } from '../../../../tools/bench/phone.ts';

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

  describe('the ratio to the peer', () => {
    it('is the link\'s median over the median of the peer pages\' medians', () => {
      // Peer pages' medians 600, 640 and 700: the peer is 640; the link's median is 320.
      const peer = [
        [600, 590, 610],
        [640, 650, 630],
        [700, 690, 710],
      ];
      expect(ratioToPeer([320, 310, 330], peer).ratio).toBe(0.5);
    });

    it('gives no width to rounds that all agree, and a width that holds the ratio to rounds that do not', () => {
      const steady = ratioToPeer([300, 300, 300, 300], [[600, 600, 600, 600]]);
      expect([steady.low, steady.ratio, steady.high]).toEqual([0.5, 0.5, 0.5]);
      // Round by round the link and the peer move together (a machine slowing down): resampling keeps each pair.
      const ours = [280, 300, 320, 340, 360, 380, 300, 330];
      const peer = [[560, 600, 640, 680, 720, 760, 600, 660]];
      const together = ratioToPeer(ours, peer);
      expect(together.ratio).toBeCloseTo(0.5, 5);
      expect(together.high - together.low).toBeLessThan(0.03);
      // The same runs with the link's shuffled against the peer's: the ratio is as noisy as the runs.
      const apart = ratioToPeer([380, 280, 360, 300, 340, 320, 330, 300], peer);
      expect(apart.low).toBeLessThanOrEqual(apart.ratio);
      expect(apart.high).toBeGreaterThanOrEqual(apart.ratio);
      expect(apart.high - apart.low).toBeGreaterThan(together.high - together.low);
    });

    it('prints the same interval for the same runs', () => {
      const runs = [310, 340, 300, 360, 330];
      const peer = [[640, 610, 700, 650, 620]];
      expect(ratioToPeer(runs, peer)).toEqual(ratioToPeer(runs, peer));
    });

    it('refuses to compare nothing', () => {
      expect(() => ratioToPeer([], [[600]])).toThrow(/no rounds/);
      expect(() => ratioToPeer([300], [])).toThrow(/no rounds/);
    });
  });
});
