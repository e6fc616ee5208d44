// The glossary index: filter as you type (the plain list works without it).
const box = document.querySelector<HTMLElement>('[data-filter]');
const input = box?.querySelector('input');
const empty = box?.querySelector<HTMLElement>('[data-filter-empty]');
const items = [...document.querySelectorAll<HTMLElement>('[data-filter-list] > li')];
const norm = (s: string) => s.toLocaleLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
const texts = items.map((li) => norm(li.dataset.filterText ?? li.textContent ?? ''));

if (box && input) {
  box.hidden = false;
  input.addEventListener('input', () => {
    const words = norm(input.value).split(' ').filter(Boolean);
    let shown = 0;
    items.forEach((li, i) => {
      const match = words.every((w) => texts[i].includes(w));
      li.hidden = !match;
      if (match) shown++;
    });
    if (empty) empty.hidden = shown > 0;
  });
}
