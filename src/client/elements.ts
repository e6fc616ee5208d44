// The site's custom elements, defined on the reader's first touch, key, focus or pointer (page.ts): each by the module
// beside the component that renders it, named as its tag (src/components/search-box.ts defines <search-box>; a custom
// element's name has a hyphen, a component's none). Each wires its own markup and loads its heavy part on first use.
import.meta.glob(['../components/*-*.ts', '../layouts/*-*.ts'], { eager: true });
