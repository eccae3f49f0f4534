/**
 * Tasks handed over one by one (`add`, as a stream of work produces them), run at most `lanes` at
 * a time: `add` returns once its task has started, after waiting for a free lane. After a task
 * fails no other one starts (`add` throws that failure); `settle` waits for every started task,
 * then throws the first failure: a caller that cleans up after a failure never races a task
 * still writing.
 */
export function laneQueue(lanes: number): { add(task: () => Promise<void>): Promise<void>; settle(): Promise<void> } {
  const running = new Set<Promise<void>>();
  let failure: { reason: unknown } | null = null;
  return {
    async add(task) {
      while (running.size >= Math.max(1, lanes) && !failure) await Promise.race(running);
      if (failure) throw failure.reason;
      const started: Promise<void> = task()
        .catch((err: unknown) => { failure ??= { reason: err }; })
        .finally(() => running.delete(started));
      running.add(started);
    },
    async settle() {
      while (running.size) await Promise.all([...running]);
      if (failure) throw failure.reason;
    },
  };
}
