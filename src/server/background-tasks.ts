declare module 'fastify' {
  interface FastifyInstance {
    /** Work started by requests and not awaited by them (the e-mails of password resets). */
    backgroundTasks: BackgroundTasks;
  }
}

/**
 * Work a request starts and does not wait for, such as the e-mail of a password reset: the answer
 * then takes the same time whatever the work finds. A task that fails is reported to its own
 * handler (it has no request to answer); the app waits for the running tasks when it closes.
 */
export class BackgroundTasks {
  readonly #running = new Set<Promise<void>>();

  run(task: () => Promise<void>, onError: (err: unknown) => void): void {
    const running: Promise<void> = Promise.resolve()
      .then(task)
      .catch((err: unknown) => {
        try {
          onError(err);
        } catch {
          // Reporting failed too: nothing is left to tell.
        }
      })
      .finally(() => this.#running.delete(running));
    this.#running.add(running);
  }

  /** Resolves once no task is running (tasks started meanwhile included). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running]);
  }
}
