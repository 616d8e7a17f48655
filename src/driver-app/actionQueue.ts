// The driver's steps (accept, arrive, pick up, deliver, finish, hold, online/offline) on a bad network: a step that
// gets no answer is kept on the phone with its Idempotency-Key and sent again, in order, when the network is back.
// The key makes a replay safe: a step the server did apply but whose answer was lost answers the first answer again
// and changes nothing (never a second pick-up or delivery). A step the server refuses (409, 422) leaves the queue
// with its error, for the app to show.
import { callDriverApi, DriverApiError, newActionKey } from './api.ts';

export const QUEUE_STORAGE_KEY = 'driver-app.queue';

export interface QueuedAction {
  key: string;
  path: string;
  body: unknown;
  /** The order the step is for (the screen waits on it), if any. */
  orderId: number | null;
  queuedAt: string;
}

export type SendResult<T> = { sent: true; answer: T } | { sent: false; queued: QueuedAction };

export function readQueue(): QueuedAction[] {
  try {
    const raw = window.localStorage.getItem(QUEUE_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as QueuedAction[]) : [];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: QueuedAction[]) {
  try {
    if (queue.length) window.localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(queue));
    else window.localStorage.removeItem(QUEUE_STORAGE_KEY);
  } catch {
    // storage full or private mode: the queue lives in memory for this visit (below)
  }
}

export class ActionQueue {
  private queue: QueuedAction[] = readQueue();
  private flushing: Promise<void> | null = null;
  private listeners = new Set<() => void>();

  constructor(
    private readonly token: () => string | null,
    /** A queued step the server refused when it was finally sent. */
    private readonly onRefused: (action: QueuedAction, error: DriverApiError) => void,
  ) {}

  get pending(): readonly QueuedAction[] {
    return this.queue;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed() {
    writeQueue(this.queue);
    for (const listener of this.listeners) listener();
  }

  /**
   * Sends a step now; with no answer (or a 503) it is queued and sent later. Steps queued before it go first, so a
   * later step never overtakes an earlier one: while the queue is not empty, a new step joins it.
   */
  async send<T>(path: string, body: unknown, orderId: number | null = null): Promise<SendResult<T>> {
    const action: QueuedAction = { key: newActionKey(), path, body, orderId, queuedAt: new Date().toISOString() };
    if (this.queue.length === 0) {
      try {
        const answer = await this.call<T>(action);
        return { sent: true, answer };
      } catch (error) {
        if (!(error instanceof DriverApiError) || !error.retryable) throw error;
      }
    }
    this.queue = [...this.queue, action];
    this.changed();
    void this.flush();
    return { sent: false, queued: action };
  }

  private call<T>(action: QueuedAction): Promise<T> {
    return callDriverApi<T>(action.path, { body: action.body, token: this.token(), idempotencyKey: action.key });
  }

  /** Sends the queued steps in order until one gets no answer again (one run at a time). */
  flush(): Promise<void> {
    // Set before the run ends (.finally runs later, even when the queue is empty and the run ends at once).
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const [first] = this.queue;
      try {
        await this.call(first);
      } catch (error) {
        if (error instanceof DriverApiError && error.retryable) return;
        if (error instanceof DriverApiError) this.onRefused(first, error);
      }
      this.queue = this.queue.filter((action) => action.key !== first.key);
      this.changed();
    }
  }

  /** Signing out forgets what was not sent (another driver may sign in on this phone). */
  clear() {
    this.queue = [];
    this.changed();
  }
}
