/**
 * The build's second core: a module runs itself again in a worker thread (it checks workerData at load) and
 * posts back one message with its result.
 */
import { Worker } from 'node:worker_threads';

/** Starts `moduleUrl` in a worker with this data; resolves with its first message, rejects if it fails or stops. */
export function runInWorker<T>(moduleUrl: string, workerData: unknown, name: string): Promise<T> {
  const worker = new Worker(new URL(moduleUrl), { workerData });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`${name} worker stopped with code ${code}`)));
  });
}
