/** Reading the API's metrics (`GET /api/metrics`, Prometheus text format) in journeys and benches. */

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries([...m[2]!.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1]!, x[2]!]));
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

const matches = (have: Record<string, string>, want: Record<string, string>) => Object.entries(want).every(([k, v]) => have[k] === v);

/** The sum of a metric's samples whose labels include `labels`; less what `since` (an earlier read) held. */
export function metricSum(text: string, name: string, labels: Record<string, string>, since = ''): number {
  const total = (t: string) =>
    samples(t)
      .filter((s) => s.name === name && matches(s.labels, labels))
      .reduce((sum, s) => sum + s.value, 0);
  return total(text) - (since ? total(since) : 0);
}

/**
 * A histogram's `q` quantile (0.75 for p75) over the series whose labels include `labels`: the upper bound of the
 * first bucket holding that share of the samples (Prometheus' buckets are cumulative), so a bound, not an exact value;
 * undefined without samples. `since` (an earlier read): only the samples after it.
 */
export function histogramQuantile(text: string, name: string, labels: Record<string, string>, q: number, since = ''): number | undefined {
  const byBound = new Map<number, number>();
  const add = (t: string, sign: number) => {
    for (const s of samples(t)) {
      if (s.name !== `${name}_bucket` || !matches(s.labels, labels)) continue;
      const bound = s.labels.le === '+Inf' ? Infinity : Number(s.labels.le);
      byBound.set(bound, (byBound.get(bound) ?? 0) + sign * s.value);
    }
  };
  add(text, 1);
  add(since, -1);
  const bounds = [...byBound].sort((a, b) => a[0] - b[0]);
  const total = bounds.at(-1)?.[1] ?? 0;
  if (!total) return undefined;
  return bounds.find(([, count]) => count >= q * total)![0];
}
