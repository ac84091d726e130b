import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';

// A handful at a time; the rest wait their turn. Beyond the backlog, work is dropped with an error line
// (the password-reset limit per address makes that a flood, not a person).
const CONCURRENCY = 4;
const MAX_BACKLOG = 1000;
// At shutdown, queued mail gets this long to go out before the database and Redis close (within the 5 s that
// graceful-shutdown.ts allows after the HTTP drain).
const DRAIN_TIMEOUT_MS = 4_000;

/**
 * Mail work done after the answer is sent: a request whose answer must not depend on whether an account exists
 * (password reset) queues the lookup and the sending, so both paths answer alike and as fast. Errors are logged
 * without addresses. At shutdown the app waits for the queue before it closes the database.
 */
@Injectable()
export class MailQueue implements BeforeApplicationShutdown {
  private readonly logger = new Logger('MailQueue');
  private readonly backlog: { label: string; work: () => Promise<void> }[] = [];
  private readonly running = new Set<Promise<void>>();
  private idle: (() => void)[] = [];

  /** Runs `work` soon, after the current request's answer; `label` names it in error lines. */
  enqueue(label: string, work: () => Promise<void>): void {
    if (this.backlog.length >= MAX_BACKLOG) {
      this.logger.error(`${label}: dropped, ${MAX_BACKLOG} mails are already waiting`);
      return;
    }
    this.backlog.push({ label, work });
    // setImmediate: after the promise jobs that write the current answer.
    setImmediate(() => this.next());
  }

  /** Waiting and running work; 0 when the queue is idle. */
  get pending(): number {
    return this.backlog.length + this.running.size;
  }

  /** Resolves when the queue is idle, or after `timeoutMs` with false. */
  drain(timeoutMs: number): Promise<boolean> {
    if (this.pending === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    const waiting = this.pending;
    if (waiting === 0) return;
    this.logger.log(`Sending ${waiting} queued mail(s) before shutting down`);
    if (!(await this.drain(DRAIN_TIMEOUT_MS)))
      this.logger.error(`${this.pending} queued mail(s) not sent within ${DRAIN_TIMEOUT_MS} ms of shutdown`);
  }

  private next(): void {
    while (this.running.size < CONCURRENCY && this.backlog.length > 0) {
      const { label, work } = this.backlog.shift()!;
      const run: Promise<void> = work()
        .catch((error: unknown) => this.logger.error(`${label}: ${withoutAddresses(error)}`))
        .finally(() => {
          this.running.delete(run);
          this.next();
          if (this.pending === 0) for (const done of this.idle.splice(0)) done();
        });
      this.running.add(run);
    }
  }
}

/** An SMTP error can quote the recipient ("550 <ann@example.com>: no such user"): addresses never reach a log. */
export const withoutAddresses = (error: unknown): string =>
  ((error as Error)?.message ?? String(error)).replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]');
