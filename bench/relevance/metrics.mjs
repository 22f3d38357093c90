// The measures of the relevance bench (bench/relevance/README.md): nDCG@7, recall@12 and MRR of one
// query's ranked results against its grades, and their means per kind and overall.

/** The page size: what a visitor sees without asking for more. */
export const PAGE = 7;
export const RECALL_DEPTH = 12;
/** CI fails when overall nDCG@7 is more than this below the committed baseline. */
export const TOLERANCE = 0.01;
export const KINDS = ['topic', 'synonym', 'reference', 'typo', 'name', 'question', 'nothing'];

const gain = (grade) => 2 ** grade - 1;
const dcg = (grades) => grades.reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);

/**
 * One query's measures. `grades` maps a result key to 0–3 (missing: 0); `ranked` is the results in
 * order. A query with no relevant video ("nothing") scores 1 on every measure when it finds nothing,
 * else 0.
 */
export function scoreQuery({ grades, ranked }) {
  const relevant = Object.values(grades).filter((g) => g > 0);
  if (!relevant.length) {
    const value = ranked.length === 0 ? 1 : 0;
    return { ndcg: value, recall: value, mrr: value };
  }
  const got = ranked.map((r) => grades[r.key] ?? 0);
  const ideal = [...relevant].sort((a, b) => b - a);
  const ndcg = dcg(got.slice(0, PAGE)) / dcg(ideal.slice(0, PAGE));
  const found = got.slice(0, RECALL_DEPTH).filter((g) => g > 0).length;
  const recall = found / Math.min(RECALL_DEPTH, relevant.length);
  // The first highly relevant result (grade 2 or 3), or any relevant one when none is graded that high.
  const bar = relevant.some((g) => g >= 2) ? 2 : 1;
  const first = got.findIndex((g) => g >= bar);
  return { ndcg, recall, mrr: first < 0 ? 0 : 1 / (first + 1) };
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const round = (x) => Math.round(x * 1000) / 1000;

/** Means per kind and over every query, and a table to print. */
export function summarize(scored) {
  const measure = (list) => ({
    queries: list.length,
    ndcg: round(mean(list.map((r) => r.ndcg))),
    recall: round(mean(list.map((r) => r.recall))),
    mrr: round(mean(list.map((r) => r.mrr))),
  });
  const kinds = Object.fromEntries(
    KINDS.map((kind) => [kind, measure(scored.filter((r) => r.kind === kind))]),
  );
  const overall = measure(scored);
  const row = (name, m) => ({
    kind: name,
    queries: m.queries,
    'nDCG@7': m.ndcg.toFixed(3),
    'recall@12': m.recall.toFixed(3),
    MRR: m.mrr.toFixed(3),
  });
  const table = [...KINDS.map((k) => row(k, kinds[k])), row('overall', overall)];
  return { kinds, overall, table };
}
