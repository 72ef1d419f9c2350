/**
 * Counts events in memory by key and writes them in batches, off the request path (ADR 024): adding
 * is a map update; a timer (unref'd, so it never keeps the process alive) writes what is pending.
 *
 * - Bounded: at most `maxKeys` distinct keys wait; a new key past that is refused and counted, the
 *   keys already held keep counting.
 * - Nothing accepted is lost: a failed write (database locked or down) puts its rows back, added to
 *   what came in meanwhile, and the next flush tries again.
 * - One flush at a time; `close()` stops the timer and writes what is left (shutdown).
 */
export type Counted<T> = T & { count: number; lastAt: string };

export interface CountingQueueOptions<T> {
  keyOf(item: T): string;
  write(rows: Counted<T>[]): Promise<void>;
  /** distinct keys held at most */
  maxKeys: number;
  /** time between two flushes */
  intervalMs: number;
  /** the queue's name in the log */
  name: string;
  log?: (message: string) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class CountingQueue<T extends object> {
  readonly #options: CountingQueueOptions<T>;
  #pending = new Map<string, Counted<T>>();
  #chain: Promise<unknown> = Promise.resolve();
  #timer: NodeJS.Timeout | undefined;
  #ticking = false;
  #failures = 0;
  #refused = 0;

  constructor(options: CountingQueueOptions<T>) {
    this.#options = options;
  }

  #log(message: string): void {
    (this.#options.log ?? console.error)(`[${this.#options.name}] ${message}`);
  }

  /** Counts one occurrence of `item` at the instant `at`; false when the queue is full and the key new. */
  add(item: T, at: string): boolean {
    const key = this.#options.keyOf(item);
    const known = this.#pending.get(key);
    if (known) {
      known.count += 1;
      if (at > known.lastAt) known.lastAt = at;
      return true;
    }
    if (this.#pending.size >= this.#options.maxKeys) {
      this.#refused += 1;
      return false;
    }
    this.#pending.set(key, { ...item, count: 1, lastAt: at });
    this.#startTimer();
    return true;
  }

  /** distinct keys waiting to be written */
  get pendingKeys(): number {
    return this.#pending.size;
  }

  /** occurrences waiting to be written */
  get pendingCount(): number {
    let total = 0;
    for (const row of this.#pending.values()) total += row.count;
    return total;
  }

  /** Writes what is pending: true once written (or nothing to write), false when kept for later. */
  flush(): Promise<boolean> {
    const run = this.#chain.then(() => this.#flushOnce());
    this.#chain = run.catch(() => undefined);
    return run;
  }

  async #flushOnce(): Promise<boolean> {
    if (this.#refused > 0) {
      this.#log(`${this.#refused} new key(s) refused: ${this.#options.maxKeys} keys were waiting`);
      this.#refused = 0;
    }
    if (this.#pending.size === 0) return true;
    const batch = this.#pending;
    this.#pending = new Map();
    try {
      await this.#options.write([...batch.values()]);
      if (this.#failures > 0) this.#log(`written after ${this.#failures} failed attempt(s)`);
      this.#failures = 0;
      return true;
    } catch (error) {
      this.#putBack(batch);
      // Once per run of failures: the database may stay locked or down for a while.
      if (this.#failures === 0)
        this.#log(
          `${batch.size} row(s) kept for the next attempt: ${error instanceof Error ? error.message : String(error)}`,
        );
      this.#failures += 1;
      return false;
    }
  }

  #putBack(batch: Map<string, Counted<T>>): void {
    for (const [key, row] of batch) {
      const newer = this.#pending.get(key);
      if (!newer) {
        this.#pending.set(key, row);
        continue;
      }
      newer.count += row.count;
      if (row.lastAt > newer.lastAt) newer.lastAt = row.lastAt;
    }
  }

  #startTimer(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      // A slow write is not stacked upon.
      if (this.#ticking) return;
      this.#ticking = true;
      void this.flush().finally(() => {
        this.#ticking = false;
      });
    }, this.#options.intervalMs);
    this.#timer.unref();
  }

  /** Stops the timer and writes what is left, trying `attempts` times `pauseMs` apart. */
  async close(attempts = 5, pauseMs = 200): Promise<boolean> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (await this.flush()) return true;
      if (attempt < attempts) await sleep(pauseMs);
    }
    this.#log(`${this.pendingKeys} row(s) could not be written before exit`);
    return false;
  }
}
