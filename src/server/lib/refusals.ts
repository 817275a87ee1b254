/**
 * A write's refusal decided inside its transaction (a swap that changed, a collection archived in
 * between): `refuse` throws it, which rolls the transaction back, and `refusable` around the
 * transaction answers it as `{ ok: false, ...refusal }`, which the route turns into its HTTP answer.
 * Each feature names its own reasons: `const { refuse, refusable } = refusals<MyRefusal>()`.
 */
export function refusals<R extends { reason: string }>() {
  class Refused extends Error {
    constructor(readonly refusal: R) {
      super(refusal.reason);
    }
  }
  return {
    refuse(refusal: R): never {
      throw new Refused(refusal);
    },
    async refusable<T>(work: () => Promise<T>): Promise<T | ({ ok: false } & R)> {
      try {
        return await work();
      } catch (error) {
        if (error instanceof Refused) return { ok: false, ...error.refusal };
        throw error;
      }
    },
  };
}
