import { Histogram, type Registry } from 'prom-client';
import { VITAL_NAMES, VITALS_LIMITS, VITALS_OTHER_ROUTE, VITALS_ROUTES, type VitalName, type VitalsReport } from '@h5/api-contract';
import { LOCALES } from '@h5/domain';

/**
 * Players' real page speed (docs/operations.md, Web vitals): the Core Web Vitals the web app
 * reports from sampled visits (routes/vitals.ts), as histograms by route template and language —
 * both from fixed lists, so a label never holds what a browser made up.
 */
export interface WebVitals {
  record(report: VitalsReport): void;
}

/** Seconds (CLS: unitless), around the web's budget and Google's thresholds (LCP 2.5 s, INP 200 ms, CLS 0.1, TTFB 0.8 s). */
const HISTOGRAMS: Record<VitalName, { name: string; help: string; buckets: number[]; scale: number }> = {
  LCP: {
    name: 'h5_web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint of sampled real visits, by route template and language',
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 15, 20],
    scale: 1 / 1000,
  },
  INP: {
    name: 'h5_web_vitals_inp_seconds',
    help: 'Interaction to Next Paint of sampled real visits, by route template and language',
    buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1, 2, 5],
    scale: 1 / 1000,
  },
  CLS: {
    name: 'h5_web_vitals_cls',
    help: 'Cumulative Layout Shift of sampled real visits, by route template and language',
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    scale: 1,
  },
  TTFB: {
    name: 'h5_web_vitals_ttfb_seconds',
    help: 'Time to First Byte of sampled real visits, by route template and language',
    buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 2.5, 4, 8],
    scale: 1 / 1000,
  },
};

export function webVitals(registry: Registry): WebVitals {
  const histograms = Object.fromEntries(
    VITAL_NAMES.map((vital) => {
      const h = HISTOGRAMS[vital];
      return [vital, { histogram: new Histogram({ ...h, labelNames: ['route', 'lang'], registers: [registry] }), scale: h.scale }];
    }),
  ) as Record<VitalName, { histogram: Histogram<'route' | 'lang'>; scale: number }>;
  return {
    record(report) {
      for (const sample of report.samples) {
        const h = histograms[sample.name];
        h.histogram.observe({ route: report.route, lang: report.lang }, sample.value * h.scale);
      }
    },
  };
}

/** The checks the schema cannot state: one sample per vital, each in its vital's range. Null: acceptable. */
export function vitalsProblem(report: VitalsReport): string | null {
  const names = new Set<string>();
  for (const s of report.samples) {
    if (names.has(s.name)) return `${s.name} twice`;
    names.add(s.name);
    if (s.value > VITALS_LIMITS.maxValue[s.name]) return `${s.name} out of range`;
  }
  return null;
}

/** The body's schema: route and language from their lists, at most a few samples of known vitals. */
export const VITALS_BODY_SCHEMA = {
  type: 'object',
  properties: {
    route: { type: 'string', enum: [...VITALS_ROUTES, VITALS_OTHER_ROUTE] },
    lang: { type: 'string', enum: [...LOCALES] },
    samples: {
      type: 'array',
      minItems: 1,
      maxItems: VITALS_LIMITS.samplesPerReport,
      items: {
        type: 'object',
        properties: { name: { type: 'string', enum: [...VITAL_NAMES] }, value: { type: 'number', minimum: 0 } },
        required: ['name', 'value'],
        additionalProperties: false,
      },
    },
  },
  required: ['route', 'lang', 'samples'],
  additionalProperties: false,
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The vitals' histograms when the metrics are on (METRICS_PORT); null: reports are checked and dropped. */
    webVitals: WebVitals | null;
  }
}
