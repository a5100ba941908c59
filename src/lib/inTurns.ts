/**
 * Runs `task(0)` … `task(count - 1)`, at most `limit` at a time (no burst of requests), and gives
 * their results in index order. The first failure starts no further task and rejects.
 */
export async function inTurns<T>(
  count: number,
  limit: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  let nextIndex = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && nextIndex < count) {
      const index = nextIndex;
      nextIndex += 1;
      try {
        results[index] = await task(index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Math.max(1, Math.min(Math.floor(limit), count));
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}
