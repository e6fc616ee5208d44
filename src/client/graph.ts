// The graphs are static SVG files, fetched and inlined when their <details> first opens
// (src/components/link-graph.ts loads this then), so that they cost the first visit nothing while their nodes stay links and
// take the page's colours. Without script, a link in the <details> opens the file itself. The whole-locale page
// (data-graph-whole) gets its zoom buttons (graph-zoom.ts) once the picture is in.
const shown = new WeakSet<HTMLDetailsElement>();

export async function showGraph(details: HTMLDetailsElement): Promise<void> {
  if (shown.has(details)) return;
  shown.add(details);
  const box = details.querySelector<HTMLElement>('[data-graph-box]')!;
  try {
    const response = await fetch(details.dataset.graphSrc!);
    const parsed = new DOMParser().parseFromString(await response.text(), 'image/svg+xml').documentElement;
    if (!response.ok || !(parsed instanceof SVGSVGElement)) throw new Error(details.dataset.graphSrc);
    const svg = document.importNode(parsed, true);
    box.replaceChildren(svg);
    box.hidden = false;
    if (details.hasAttribute('data-graph-whole')) {
      (await import('./graph-zoom.ts')).attachZoom(details, box, svg);
      return;
    }
    // The entry's node is at the origin of the drawing: scroll it to the middle of the box.
    const { x, y, width, height } = svg.viewBox.baseVal;
    box.scrollLeft = (box.scrollWidth * -x) / width - box.clientWidth / 2;
    box.scrollTop = (box.scrollHeight * -y) / height - box.clientHeight / 2;
  } catch {
    shown.delete(details); // the link to the file stays; the next opening tries again
  }
}
