/**
 * What `npm run bench` measured: each figure beside its target and, where the target is relative,
 * the comparison measured in the same run (docs/architecture.md §6: these machines are noisy, so a
 * ratio to something measured a moment earlier means more than an absolute time).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Target {
  /** `max`: the figure must not exceed the limit; `min`: it must reach it. */
  readonly kind: 'max' | 'min';
  readonly limit: number;
}

export interface Figure {
  readonly section: string;
  readonly name: string;
  readonly value: number;
  readonly unit: string;
  readonly target?: Target;
  /** What the figure was compared with, in words, e.g. "plain Express 7.4k req/s". */
  readonly comparison?: string;
  readonly met?: boolean;
}

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1));

export class BenchReport {
  private readonly figures: Figure[] = [];
  private current = '';

  section(title: string): void {
    this.current = title;
    console.log(`\n${title}`);
  }

  /** A line of context that is not a figure (what was measured, how many runs). */
  note(text: string): void {
    console.log(`  ${text}`);
  }

  figure(name: string, value: number, unit: string, target?: Target, comparison?: string): Figure {
    const met = target ? (target.kind === 'max' ? value <= target.limit : value >= target.limit) : undefined;
    const figure: Figure = { section: this.current, name, value, unit, target, comparison, met };
    this.figures.push(figure);
    const targetText = target ? `  target ${target.kind === 'max' ? '≤' : '≥'} ${format(target.limit)} ${unit}  ${met ? 'met' : 'MISSED'}` : '';
    const comparisonText = comparison ? `  (${comparison})` : '';
    console.log(`  ${name.padEnd(44)} ${format(value).padStart(9)} ${unit}${targetText}${comparisonText}`);
    return figure;
  }

  missed(): readonly Figure[] {
    return this.figures.filter((figure) => figure.met === false);
  }

  write(file: string): void {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), figures: this.figures }, null, 2)}\n`);
  }
}
