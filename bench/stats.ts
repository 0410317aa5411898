/**
 * Small statistics and table helpers for the benchmark's printout.
 *
 * Contract: pure functions over numbers and strings; `median` of an empty list is NaN;
 * `table` pads columns to their widest cell and right-aligns cells that read as numbers.
 */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}

/** Milliseconds with three significant figures, `0.0123 ms` to `1234 ms`. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return 'n/a'
  return `${value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(2) : value.toPrecision(3)} ms`
}

export function mb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const numeric = /^[-+]?[\d.,]+(?:\s?(?:ms|µs|MB|x|×|%|calls\/s))?$/
  const line = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (numeric.test(c) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}
