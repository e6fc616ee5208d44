/** The settings module: defaults, normalised values, one clear message per bad value, and the README's table. */
import { describe, expect, it } from 'vitest';
import { posix } from 'node:path';
import { parseSettings } from '../../../../src/lib/site/settings.ts';
import { readProjectFile } from '../../support.ts';

const ROOT = '/project';
const parse = (env: Record<string, string>) => parseSettings(env, (path) => posix.resolve(ROOT, path), (path) => path === '/usr/bin/chromium');

describe('parseSettings', () => {
  it('defaults: no site URL, served at /, port 4321 on loopback, content/ into dist/', () => {
    expect(parse({})).toEqual({
      settings: { site: undefined, basePath: '/', port: 4321, host: '127.0.0.1', contentDir: '/project/content', outDir: '/project/dist', chromePath: undefined },
      problems: [],
    });
  });

  it('normalises a GitHub Pages setting: the origin, and the base path with both slashes', () => {
    const { settings, problems } = parse({ SITE_URL: 'https://someone.github.io/', BASE_PATH: '/ti4', PORT: '8080', OUT_DIR: '/tmp/out', CHROME_PATH: '/usr/bin/chromium' });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ site: 'https://someone.github.io', basePath: '/ti4/', port: 8080, outDir: '/tmp/out', chromePath: '/usr/bin/chromium' });
    expect(parse({ BASE_PATH: '/' }).settings.basePath).toBe('/');
    expect(parse({ BASE_PATH: '/a/b/' }).settings.basePath).toBe('/a/b/');
  });

  it('says what is wrong with each bad value, and how to write it', () => {
    const { problems } = parse({ SITE_URL: 'rules.example.com', BASE_PATH: 'ti4', PORT: '99999', CHROME_PATH: '/nowhere/chrome', TOPICS_FILE: 'topics.tsv' });
    expect(problems).toEqual([
      'CHROME_PATH="/nowhere/chrome" names no file: point it at a Chromium or Chrome executable, or unset it',
      'TOPICS_FILE="topics.tsv" names no file: point it at a topic index like content/lrr-topics.tsv, or unset it',
      'SITE_URL="rules.example.com" is not a URL: give the origin the site is deployed at, e.g. SITE_URL=https://rules.example.com',
      'BASE_PATH="ti4" must be a path like /ti4/ (starting with /, letters, digits, . _ ~ - between slashes)',
      'PORT="99999" must be a whole number from 1 to 65535, e.g. PORT=4322',
    ]);
  });

  it('sends a path in SITE_URL to BASE_PATH, and refuses other schemes and odd paths', () => {
    expect(parse({ SITE_URL: 'https://someone.github.io/ti4' }).problems).toEqual([
      'SITE_URL="https://someone.github.io/ti4" has a path: give only the origin (SITE_URL=https://someone.github.io) and the path as BASE_PATH=/ti4/',
    ]);
    expect(parse({ SITE_URL: 'ftp://example.com' }).problems).toEqual(['SITE_URL="ftp://example.com" must start with https:// (or http://)']);
    expect(parse({ BASE_PATH: '/../etc/' }).problems).toHaveLength(1);
    expect(parse({ BASE_PATH: '/a b/' }).problems).toHaveLength(1);
    expect(parse({ PORT: '80.5' }).problems).toHaveLength(1);
  });

  it('treats an empty variable as unset', () => {
    expect(parse({ SITE_URL: '', BASE_PATH: ' ', PORT: '' }).problems).toEqual([]);
  });
});

describe('the README', () => {
  it('has a row in its settings table for every setting', () => {
    const readme = readProjectFile('README.md');
    // Every variable parseSettings reads, by value('NAME') or path('NAME', …).
    const names = [...readProjectFile('src/lib/site/settings.ts').matchAll(/\b(?:value|path)\('([A-Z_]+)'/g)].map((m) => m[1]);
    expect(new Set(names)).toEqual(new Set(['SITE_URL', 'BASE_PATH', 'PORT', 'HOST', 'CONTENT_DIR', 'TOPICS_FILE', 'OUT_DIR', 'CHROME_PATH']));
    expect(names.filter((name) => !readme.includes(`| \`${name}\` |`))).toEqual([]);
  });
});
