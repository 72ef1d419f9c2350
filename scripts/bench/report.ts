import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export type Unit = 'req/s' | 'ratio' | 'ms' | 's' | 'KB' | 'score' | 'count' | '';

export interface Target {
  op: '>=' | '<=';
  value: number;
  /** A yardstick borrowed from another page's target: compared, but not a target of this figure. */
  reference?: boolean;
}

export type Status = 'ok' | 'miss' | 'ref-ok' | 'ref-miss' | 'info' | 'not-measured';

export interface Figure {
  /** Stable key, e.g. "home.throughputRatio". */
  id: string;
  section: string;
  label: string;
  value: number | null;
  unit: Unit;
  target: Target | null;
  status: Status;
  note?: string;
}

function evaluate(value: number, target: Target | null): Status {
  if (!target) return 'info';
  const met = target.op === '>=' ? value >= target.value : value <= target.value;
  if (target.reference) return met ? 'ref-ok' : 'ref-miss';
  return met ? 'ok' : 'miss';
}

/** Records the figures of one table section under ids "<prefix>.<key>". */
export interface Section {
  add(key: string, label: string, value: number, unit: Unit, target?: Target | null): void;
  notMeasured(key: string, label: string, unit: Unit, target: Target | null, reason: string): void;
}

/** Collects figures in order, grouped by section, and free-text notes. */
export class Figures {
  readonly all: Figure[] = [];
  /** Remarks printed under the table (breakdowns, failed audits, server errors). */
  readonly notes: string[] = [];

  section(section: string, prefix: string): Section {
    const id = (key: string) => `${prefix}.${key}`;
    return {
      add: (key, label, value, unit, target = null) => {
        this.all.push({ id: id(key), section, label, value, unit, target, status: evaluate(value, target) });
      },
      notMeasured: (key, label, unit, target, reason) => {
        this.all.push({
          id: id(key),
          section,
          label,
          value: null,
          unit,
          target,
          status: 'not-measured',
          note: reason,
        });
      },
    };
  }

  note(text: string) {
    this.notes.push(text);
  }
}

/** `<= value`. */
export const atMost = (value: number): Target => ({ op: '<=', value });
/** `>= value`. */
export const atLeast = (value: number): Target => ({ op: '>=', value });
/** `<= value` when there is a value, else no target (the figure is informative). */
export const atMostIfSet = (value: number | undefined): Target | null =>
  value == null ? null : atMost(value);

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'req/s':
      return `${integer.format(value)} req/s`;
    case 'ratio':
      return `${(value * 100).toFixed(2)} %`;
    case 'ms':
      return `${value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : integer.format(value)} ms`;
    case 's':
      return `${value.toFixed(2)} s`;
    case 'KB':
      return `${value.toFixed(1)} KB`;
    case 'score':
    case 'count':
      return integer.format(value);
    default:
      return String(Number(value.toFixed(4)));
  }
}

function formatTarget(target: Target | null, unit: Unit): string {
  if (!target) return '';
  // Targets are round numbers: no padding decimals ("<= 120 KB", "<= 1.8 s", ">= 4 %").
  const value = unit === 'ratio' ? target.value * 100 : target.value;
  const suffix =
    unit === 'ratio' ? ' %' : unit === 'score' || unit === 'count' || unit === '' ? '' : ` ${unit}`;
  const text = `${target.op} ${Number(value.toFixed(4))}${suffix}`;
  return target.reference ? `(${text})` : text;
}

/** Table cells stay short; the whole reason is in the notes and in bench/report.json. */
const MAX_CELL = 60;
const shorten = (text: string) => (text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text);

const STATUS_TEXT: Record<Status, string> = {
  ok: 'ok',
  miss: 'MISS',
  'ref-ok': '(ok)',
  'ref-miss': '(miss)',
  info: '-',
  'not-measured': '-',
};

/** The table printed at the end of a run: figure | value | target | ok/MISS, grouped by section. */
export function renderTable(figures: readonly Figure[]): string {
  // Sections in order of first appearance (a page's robustness run comes after every page's load).
  const sections = [...new Set(figures.map((figure) => figure.section))];
  const ordered = sections.flatMap((section) => figures.filter((figure) => figure.section === section));
  const rows = ordered.map((figure) => ({
    section: figure.section,
    cells: [
      figure.label,
      figure.value == null
        ? shorten(`not measured: ${figure.note ?? ''}`)
        : formatValue(figure.value, figure.unit),
      formatTarget(figure.target, figure.unit),
      STATUS_TEXT[figure.status],
    ],
    rightAlignValue: figure.value != null,
  }));
  const header = ['figure', 'value', 'target', 'ok?'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row.cells[column].length)),
  );
  const line = (cells: string[], rightAlignValue = false) =>
    cells
      .map((cell, column) =>
        column === 1 && rightAlignValue ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-+-');

  const out = [line(header), rule];
  let section: string | undefined;
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      out.push(`[${section}]`);
    }
    out.push(line(row.cells, row.rightAlignValue));
  }
  return out.join('\n');
}

export function summaryLine(figures: readonly Figure[]): string {
  const count = (status: Status) => figures.filter((figure) => figure.status === status).length;
  return [
    `${count('ok')} ok`,
    `${count('miss')} MISS`,
    `${count('not-measured')} not measured`,
    `${count('ref-ok') + count('ref-miss')} against a reference target`,
  ].join(', ');
}

export const LEGEND =
  '(...) = compared with a target set for another page (a yardstick, not a target of this page). ' +
  'KB = 1,000 bytes; gzip = zlib level 6 (default).';

export async function writeReport(path: string, report: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
}
