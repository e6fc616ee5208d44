// Entry pages: the related-topics graph is a static SVG file beside the page, fetched and inlined
// when its <details> first opens (entry-features.ts loads this then), so that it costs the first visit nothing
// while its nodes stay links and take the page's colours. The lists stay for screen readers; without script
// they are what the reader sees.
const shown = new WeakSet<HTMLDetailsElement>();

export async function showGraph(details: HTMLDetailsElement): Promise<void> {
  if (shown.has(details)) return;
  shown.add(details);
  const box = details.querySelector<HTMLElement>('[data-graph-box]')!;
  try {
    const response = await fetch(details.dataset.graphSrc!);
    const svg = new DOMParser().parseFromString(await response.text(), 'image/svg+xml').documentElement;
    if (!response.ok || !(svg instanceof SVGSVGElement)) throw new Error(details.dataset.graphSrc);
    box.replaceChildren(document.importNode(svg, true));
    box.hidden = false;
    details.querySelector('[data-graph-list]')!.classList.add('sr-only');
    // The entry's node is at the origin of the drawing: scroll it to the middle of the box.
    const { x, y, width, height } = svg.viewBox.baseVal;
    box.scrollLeft = (box.scrollWidth * -x) / width - box.clientWidth / 2;
    box.scrollTop = (box.scrollHeight * -y) / height - box.clientHeight / 2;
  } catch {
    shown.delete(details); // the lists stay; the next opening tries again
  }
}
