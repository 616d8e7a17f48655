// The delivery promise as the sales page words it: as little as DELIVERY_PROMISE_FASTEST_MIN minutes and at most the
// products' DELIVERY_PROMISE_MIN (or a chosen slot), the arguments of every message that names it.
import { DELIVERY_PROMISE_FASTEST_MIN, DELIVERY_PROMISE_MIN } from '../../../domain/constants.ts';

export const PROMISE_ARGS = { fastest: DELIVERY_PROMISE_FASTEST_MIN, latest: DELIVERY_PROMISE_MIN } as const;
