/**
 * `astro preview` (npm start, npm run serve): the built site served by src/server/static-server.ts, as a static host
 * serves it (its _headers, a rule number's page in one round trip), on PORT and HOST under BASE_PATH. Astro loads
 * this module as the preview entry of the integration's adapter (src/integration/index.ts).
 */
import { fileURLToPath } from 'node:url';
import { busyPortLine, isBusyPort } from './busy-port.ts';
import { siteSettings } from '../pipeline/settings.ts';
import { serveStatic } from './static-server.ts';

interface PreviewServer {
  host?: string;
  port: number;
  closed(): Promise<void>;
  stop(): Promise<void>;
}

export default async function preview({ outDir }: { outDir: URL }): Promise<PreviewServer> {
  const { port, host, basePath } = siteSettings();
  try {
    const server = await serveStatic(fileURLToPath(outDir), { port, host, base: basePath });
    console.log(`Serving the built site at ${server.url} (Ctrl+C to stop)`);
    let stopped: () => void;
    const closed = new Promise<void>((done) => (stopped = done));
    return {
      host,
      port: Number(new URL(server.url).port),
      closed: () => closed,
      stop: async () => {
        await server.close();
        stopped();
      },
    };
  } catch (error) {
    if (!isBusyPort(error)) throw error;
    console.error(busyPortLine(port, host));
    process.exit(1);
  }
}
