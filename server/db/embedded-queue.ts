import type { PGlite } from "@electric-sql/pglite";

/**
 * The order in which the embedded database runs its clients' protocol messages.
 *
 * PGlite is one PostgreSQL session shared by every TCP client. pglite-socket's own queue
 * keeps a client's messages together only inside a transaction, so the Parse, Bind,
 * Execute and Sync of two clients' queries could interleave on that session: one got
 * the other's rows or lost its unnamed statement. This queue gives the session to one
 * client from its first extended-query message until the Sync that ends the sequence
 * (and for as long as that client has a transaction open); others wait their turn.
 */

/** Extended-query messages: from the first of them the session belongs to that client until Sync. */
const EXTENDED_QUERY_TYPES = new Set(["P", "B", "D", "E", "C", "H"]);
/** Messages after which the session is free again, unless a transaction is open. */
const SEQUENCE_END_TYPES = new Set(["S", "Q", "X"]);

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** The message's type letter, or null for the untyped startup and SSL request packets. */
function messageType(message: Uint8Array): string | null {
  const first = message[0];
  return first === undefined || first === 0 ? null : String.fromCharCode(first);
}

export class SequenceQueue {
  private queue: QueuedMessage[] = [];
  private processing = false;
  /** The client that holds the session, or null when any client may go next. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error("Handler disconnected"));
      return false;
    });
  }

  /** A client went away: roll back what it left open and free the session. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.owner = null;
    void this.process();
  }

  private next(): QueuedMessage | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item !== undefined; item = this.next()) {
        const type = messageType(item.message);
        if (type !== null && EXTENDED_QUERY_TYPES.has(type)) this.owner = item.handlerId;
        let bytes = 0;
        const current = item;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
        } catch (error) {
          current.reject(error);
          continue;
        }
        if (this.db.isInTransaction()) this.owner = current.handlerId;
        else if (type !== null && SEQUENCE_END_TYPES.has(type) && this.owner === current.handlerId) this.owner = null;
        current.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
