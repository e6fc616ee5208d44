/** Fills the {name} slots of a UI string: fill('missing in {locale}', { locale: 'ko' }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
