/** npm start (after the build), npm run serve: serves dist/ on http://127.0.0.1:4321 (PORT, HOST, BASE_PATH; src/node/static-server.ts). */
import { siteSettings } from '../src/node/settings.ts';
import { busyPortLine, isBusyPort } from '../src/node/busy-port.ts';
import { serveStatic } from '../src/node/static-server.ts';

const { outDir, port, host, basePath } = siteSettings();
try {
  const { url } = await serveStatic(outDir, { port, host, base: basePath });
  console.log(`Serving the built site at ${url} (Ctrl+C to stop)`);
} catch (error) {
  if (!isBusyPort(error)) throw error;
  console.error(busyPortLine(port, host));
  process.exit(1);
}
