/** npm start (after the build): serves dist/ on http://127.0.0.1:4321 (src/node/static-server.ts). */
import { resolve } from 'node:path';
import { serveStatic } from '../src/node/static-server.ts';

const port = Number(process.env.PORT ?? 4321);
const { url } = await serveStatic(resolve(import.meta.dirname, '../dist'), { port, base: process.env.BASE_PATH ?? '/' });
console.log(`Serving the built site at ${url} (Ctrl+C to stop)`);
