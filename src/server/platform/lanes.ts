/**
 * `count` tasks run at most `lanes` at a time, in order of their index. After a task fails no
 * other one starts; the call settles only once every started task has, then throws the first
 * failure: a caller that cleans up after a failure never races a task still writing.
 */
export async function inLanes(count: number, lanes: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < count) {
      const index = next++;
      try {
        await task(index);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(lanes, count)) }, lane));
  const refused = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (refused) throw refused.reason;
}
