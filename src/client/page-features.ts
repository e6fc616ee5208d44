// What the page script (page.ts) loads on the reader's first touch, key, focus or pointer: the entry pages' copy
// menu, previews, graph and history.
import { attachEntryFeatures } from './entry-features.ts';

/** touch: whether the press that loaded this was a touch (the previews answer a tap, not a click). */
export function attachPageFeatures(touch: boolean): void {
  attachEntryFeatures(touch);
}
