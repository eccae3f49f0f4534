import { setImmediate as yieldToLoop } from 'node:timers/promises';

/**
 * A long loop on the server's thread (where the embedded database runs too) gives other requests
 * a turn of the event loop once every `every` steps: `const turn = turnEvery(500); for (...) {
 * await turn(); ... }`. Between turns a step costs one resolved promise.
 */
export function turnEvery(every: number): () => Promise<void> {
  let steps = 0;
  return () => (++steps % every === 0 ? yieldToLoop() : Promise.resolve());
}
