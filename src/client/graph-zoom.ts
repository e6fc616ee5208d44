// /{lang}/graph/: once the picture is shown (graph.ts), the zoom buttons scale the SVG inside its
// scrolling box, keeping the middle of the view in place. The box pans by touch or scrollbars; pinch-zoom is the
// browser's own.

/** Scrolls the box so that the point at fractions (fx, fy) of its content sits in the middle. */
function centre(box: HTMLElement, fx = 0.5, fy = 0.5): void {
  box.scrollLeft = box.scrollWidth * fx - box.clientWidth / 2;
  box.scrollTop = box.scrollHeight * fy - box.clientHeight / 2;
}

/** Wires the zoom buttons inside `details` to the SVG in `box`, shows them, and opens on the middle of the graph. */
export function attachZoom(details: HTMLElement, box: HTMLElement, svg: SVGSVGElement): void {
  const width = svg.width.baseVal.value;
  const height = svg.height.baseVal.value;
  let zoom = 1;
  const setZoom = (next: number) => {
    const fx = (box.scrollLeft + box.clientWidth / 2) / box.scrollWidth;
    const fy = (box.scrollTop + box.clientHeight / 2) / box.scrollHeight;
    zoom = Math.min(3, Math.max(0.25, next));
    svg.style.width = `${width * zoom}px`;
    svg.style.height = `${height * zoom}px`;
    centre(box, fx, fy);
  };
  // data-zoom: the factor to apply; 0 returns to the original size.
  for (const button of details.querySelectorAll<HTMLButtonElement>('[data-zoom]')) {
    button.addEventListener('click', () => setZoom(Number(button.dataset.zoom) * zoom || 1));
  }
  details.querySelector('[data-zoom-controls]')?.removeAttribute('hidden');
  centre(box);
}
