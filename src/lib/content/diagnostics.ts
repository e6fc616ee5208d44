/** Errors and warnings about content, always tied to a file and a line. */
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  file: string;
  line: number;
  message: string;
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}: ${d.severity}: ${d.message}`;
}

/** Collects diagnostics so that one run reports every problem, not just the first. */
export class Diagnostics {
  readonly items: Diagnostic[] = [];

  error(file: string, line: number, message: string): void {
    this.items.push({ severity: 'error', file, line, message });
  }

  warn(file: string, line: number, message: string): void {
    this.items.push({ severity: 'warning', file, line, message });
  }

  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }

  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }

  merge(other: Diagnostics): void {
    this.items.push(...other.items);
  }
}

/** Thrown when content has errors; carries every diagnostic. */
export class ContentError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'ContentError';
    this.diagnostics = diagnostics;
  }
}
