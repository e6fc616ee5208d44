// What the page script (page.ts) loads on the reader's first touch, key, focus or pointer: the entry pages' copy
// menu, previews, graph and history.
import { attachEntryFeatures } from './entry-features.ts';

export function attachPageFeatures(): void {
  attachEntryFeatures();
}
