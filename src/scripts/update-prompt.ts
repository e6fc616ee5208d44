// The prompt for a new deployment, built when offline.ts finds one waiting (so no page carries it): a bar at
// the bottom with a Reload button, which tells the waiting service worker to take over. Styled by popups.css,
// which offline.ts links with it.
import { strings as updateStrings } from 'virtual:strings/update';

export function showUpdatePrompt(worker: ServiceWorker): void {
  const strings = updateStrings[document.documentElement.lang as keyof typeof updateStrings] ?? updateStrings.en;
  const prompt = document.createElement('div');
  prompt.id = 'update-prompt';
  prompt.setAttribute('role', 'status');
  prompt.className = 'update-prompt raised';
  const text = document.createElement('span');
  text.textContent = strings.newVersion;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'tap';
  reload.dataset.reload = '';
  reload.textContent = strings.reload;
  reload.addEventListener('click', () => worker.postMessage({ type: 'SKIP_WAITING' }), { once: true });
  prompt.append(text, reload);
  document.body.append(prompt);
}
