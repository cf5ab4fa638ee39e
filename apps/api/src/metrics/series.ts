import type { Registry } from 'prom-client';

/** Observes one value (seconds) into one series. */
export type Observe = (value: number) => void;
/** Adds to one series (1 by default). */
export type Add = (by?: number) => void;

type Sample = { metricName?: string; labels: Record<string, string | number>; value: number };

/**
 * What the hot path records into, pre-bound to its labels: `series(...values)` finds its label
 * set in a tree of Maps, one level per label, keyed by the values themselves (no key string
 * joined, no array made: the code's own literals and route templates, whose hashes V8 keeps),
 * and then observes in a few number writes. prom-client's Histogram and Counter validate and
 * hash their labels on every observation (a child from `.labels()` does too) and key a
 * histogram's buckets by the bound as a string: measured ~3 µs a histogram observation and
 * ~1.2 µs a counter increment on the 2-core machine; a joined key still took ~10 µs a transfer
 * (six lookups) in a CPU profile (docs/performance.md, The metrics' cost). The exposition is the same as prom-client's: the
 * registry formats what `get()` returns. Every label value comes from the code's own short lists
 * or route templates (metrics.ts), so the number of series stays bounded.
 */
abstract class Series<S> {
  abstract readonly type: 'histogram' | 'counter';
  readonly aggregator = 'sum';
  /** Label set → bound function, one Map level per label (at most three: metrics.ts needs no more). */
  private readonly tree = new Map<string, unknown>();
  /** Every label set in the order first seen, for the exposition. */
  private readonly all: Array<{ values: readonly string[]; state: S }> = [];

  constructor(
    readonly name: string,
    readonly help: string,
    protected readonly labelNames: readonly string[],
    registry: Registry,
  ) {
    if (labelNames.length < 1 || labelNames.length > 3) throw new Error(`${name}: 1 to 3 labels`);
    registry.registerMetric(this as never);
  }

  protected abstract fresh(): S;
  protected abstract bind(state: S): unknown;
  protected abstract samples(labels: Record<string, string>, state: S): Sample[];

  protected lookup(a: string, b: string | undefined, c: string | undefined): unknown {
    const depth = this.labelNames.length;
    const given = c !== undefined ? 3 : b !== undefined ? 2 : 1;
    if (given !== depth) throw new Error(`${this.name}: ${depth} label values expected`);
    let level = this.tree;
    if (depth > 1) level = this.branch(level, a);
    if (depth > 2) level = this.branch(level, b as string);
    const last = depth === 1 ? a : depth === 2 ? (b as string) : (c as string);
    const bound = level.get(last);
    if (bound !== undefined) return bound;
    const state = this.fresh();
    const made = this.bind(state);
    level.set(last, made);
    this.all.push({ values: [a, b, c].slice(0, depth) as string[], state });
    return made;
  }

  private branch(level: Map<string, unknown>, value: string): Map<string, unknown> {
    let next = level.get(value) as Map<string, unknown> | undefined;
    if (next === undefined) level.set(value, (next = new Map()));
    return next;
  }

  get() {
    const values: Sample[] = [];
    for (const { values: labelValues, state } of this.all) {
      const labels = Object.fromEntries(this.labelNames.map((n, i) => [n, labelValues[i]]));
      values.push(...this.samples(labels, state));
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}

interface HistogramState {
  buckets: Float64Array;
  sum: number;
  count: number;
}

export class SeriesHistogram extends Series<HistogramState> {
  readonly type = 'histogram';

  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    super(name, help, labelNames, registry);
  }

  /** The observer of one label set (values in the order of the label names). */
  series(a: string, b?: string, c?: string): Observe {
    return this.lookup(a, b, c) as Observe;
  }

  protected fresh(): HistogramState {
    return { buckets: new Float64Array(this.bounds.length), sum: 0, count: 0 };
  }

  protected bind(s: HistogramState): Observe {
    const bounds = this.bounds;
    return (value) => {
      s.sum += value;
      s.count += 1;
      for (let i = 0; i < bounds.length; i++)
        if (value <= bounds[i]) {
          s.buckets[i] += 1;
          return;
        }
    };
  }

  protected samples(labels: Record<string, string>, s: HistogramState): Sample[] {
    const out: Sample[] = [];
    let cumulative = 0;
    this.bounds.forEach((le, i) => {
      cumulative += s.buckets[i];
      out.push({ metricName: `${this.name}_bucket`, labels: { le, ...labels }, value: cumulative });
    });
    out.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', ...labels }, value: s.count });
    out.push({ metricName: `${this.name}_sum`, labels, value: s.sum });
    out.push({ metricName: `${this.name}_count`, labels, value: s.count });
    return out;
  }
}

export class SeriesCounter extends Series<{ value: number }> {
  readonly type = 'counter';

  /** The adder of one label set (values in the order of the label names). */
  series(a: string, b?: string, c?: string): Add {
    return this.lookup(a, b, c) as Add;
  }

  protected fresh() {
    return { value: 0 };
  }

  protected bind(s: { value: number }): Add {
    return (by = 1) => {
      s.value += by;
    };
  }

  protected samples(labels: Record<string, string>, s: { value: number }): Sample[] {
    return [{ labels, value: s.value }];
  }
}
