// Concurrency for the benches: a fixed number of requests under way at a time.
/** Runs `task(i)` for i < count with at most `limit` under way; answers the results in order. */
export async function pool(count, limit, task) {
  const results = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, lane));
  return results;
}
