/**
 * The peer of issue #35, built and measured in the same run as our pages: the community wiki's own pages (the copies in
 * sources/tirules-wiki and sources/tirules-wiki-rulings, which its site builds from) as a Starlight site with
 * Starlight's defaults and its Pagefind search, in .bench/peer-site/. Starlight is benchmark-only, installed there
 * (not among the project's packages) by `npm run bench:tools` (tools/install-peer-site.ts); without
 * it the bench prints the figure, measured on another machine.
 *
 * The config and pages written here are our own minimal Starlight site, not the wiki's (whose theme and styles
 * differ a little): the figure is that of a default Starlight build of the same pages.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const PEER_DIR = join(root, '.bench/peer-site');
const STARLIGHT = '@astrojs/starlight@^0.42.4';

/** The peer's topic pages the bench opens: the topics of our pasted rule-number links (49.4 ru, 58.3 en, 45.5 ko). */
export const PEER_TOPIC_PAGES = ['/rules/r_component_limitations/', '/rules/r_movement/', '/rules/r_producing_units/'];

/** The wiki's pages: rules pages into rules/, rulings pages (components/, factions/) as they are. */
export const PEER_SOURCES = [
  { from: 'sources/tirules-wiki', to: 'rules', files: /^R_.*\.md$/ },
  { from: 'sources/tirules-wiki-rulings/components', to: 'components', files: /\.md$/ },
  { from: 'sources/tirules-wiki-rulings/factions', to: 'factions', files: /\.md$/ },
];

const CONFIG = `import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
const group = (label, directory) => ({ label, items: [{ autogenerate: { directory } }] });
export default defineConfig({
  integrations: [starlight({ title: 'Twilight Imperium 4 Rules', sidebar: [group('Rules', 'rules'), group('Factions', 'factions'), group('Components', 'components')] })],
});
`;

const CONTENT_CONFIG = `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`;

function astroBin(): string {
  return join(PEER_DIR, 'node_modules/astro/bin/astro.mjs');
}

/** Whether Starlight is installed for the peer (`npm run bench:tools`). */
export function peerInstalled(): boolean {
  return existsSync(join(PEER_DIR, 'node_modules/@astrojs/starlight/package.json')) && existsSync(astroBin());
}

/** Installs Starlight and the project's Astro version in PEER_DIR. */
export function installPeer(): void {
  mkdirSync(PEER_DIR, { recursive: true });
  writeFileSync(join(PEER_DIR, 'package.json'), JSON.stringify({ name: 'peer-site', private: true, type: 'module' }, null, 2));
  const astro = JSON.parse(readFileSync(join(root, 'node_modules/astro/package.json'), 'utf8')).version as string;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const done = spawnSync(npm, ['install', '--no-audit', '--no-fund', STARLIGHT, `astro@${astro}`], { cwd: PEER_DIR, stdio: 'inherit', shell: process.platform === 'win32' });
  if (done.status !== 0) throw new Error(`peer site: npm install in ${PEER_DIR} failed`);
}

/** Writes the peer's pages and config afresh and builds it; returns its output folder. */
export function buildPeerSite(): string {
  const docs = join(PEER_DIR, 'src/content/docs');
  rmSync(join(PEER_DIR, 'src'), { recursive: true, force: true });
  mkdirSync(docs, { recursive: true });
  for (const { from, to, files } of PEER_SOURCES) {
    mkdirSync(join(docs, to), { recursive: true });
    for (const file of readdirSync(join(root, from)).filter((f) => files.test(f))) cpSync(join(root, from, file), join(docs, to, file));
  }
  writeFileSync(join(docs, 'index.md'), '---\ntitle: Twilight Imperium 4 Rules\n---\n');
  writeFileSync(join(PEER_DIR, 'src/content.config.ts'), CONTENT_CONFIG);
  writeFileSync(join(PEER_DIR, 'astro.config.mjs'), CONFIG);
  const built = spawnSync(process.execPath, [astroBin(), 'build'], { cwd: PEER_DIR, encoding: 'utf8', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error(`peer site: astro build failed\n${built.stdout}\n${built.stderr}`);
  return join(PEER_DIR, 'dist');
}
