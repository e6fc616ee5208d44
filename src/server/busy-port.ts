/** A busy port as one friendly line instead of Node's EADDRINUSE stack trace. */
import { createServer } from 'node:net';

/** `command` is what the user ran, repeated with another port: "npm start", "npm run dev". */
export function busyPortLine(port: number, host: string, command = 'npm start'): string {
  return `Port ${port} on ${host} is already in use (another server, or another npm start / npm run dev?): stop it, or pick another port, e.g. PORT=${port + 1} ${command}`;
}

export function isBusyPort(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';
}

/** Whether something already listens on host:port (checked by listening briefly). */
export function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', (error) => (isBusyPort(error) ? done(false) : fail(error)));
    probe.listen(port, host, () => probe.close(() => done(true)));
  });
}
