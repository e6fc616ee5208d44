// The prompt for a new deployment, built when offline.ts finds one waiting (so no page carries it): a bar at
// the bottom with a Reload button, which tells the waiting service worker to take over.
import { strings as updateStrings } from 'virtual:strings/update';

export function showUpdatePrompt(worker: ServiceWorker): void {
  const strings = updateStrings[document.documentElement.lang as keyof typeof updateStrings] ?? updateStrings.en;
  const prompt = document.createElement('div');
  prompt.id = 'update-prompt';
  prompt.setAttribute('role', 'status');
  prompt.className =
    'raised fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-md items-center gap-2 rounded-xl bg-stone-900 p-2 ps-4 text-stone-50 dark:bg-stone-100 dark:text-stone-900';
  const text = document.createElement('span');
  text.className = 'flex-1';
  text.textContent = strings.newVersion;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'tap bg-amber-500 font-semibold text-stone-950';
  reload.dataset.reload = '';
  reload.textContent = strings.reload;
  reload.addEventListener('click', () => worker.postMessage({ type: 'SKIP_WAITING' }), { once: true });
  prompt.append(text, reload);
  document.body.append(prompt);
}
