import type { Clock } from '../../../src/authProvider/clock.ts';

/** A clock whose intervals fire only when the test says so. */
export const manualClock = () => {
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const clock: Clock & { tick(): void; intervals(): number[] } = {
    setInterval(callback, ms) {
      next += 1;
      timers.set(next, { callback, ms });
      return next;
    },
    clearInterval(handle) {
      timers.delete(handle as number);
    },
    /** Fires every running interval once. */
    tick() {
      [...timers.values()].forEach((timer) => timer.callback());
    },
    intervals: () => [...timers.values()].map((timer) => timer.ms),
  };
  return clock;
};
