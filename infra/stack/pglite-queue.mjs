// The order in which embedded PGlite (one session behind every connection) runs the wire-protocol
// messages of many connections. @electric-sql/pglite-socket's own queue keeps a connection's turn only
// inside an explicit transaction, so another connection's Parse can land between a Parse and its Bind
// ("unnamed prepared statement does not exist" under concurrent load). This queue also keeps the turn
// from a connection's first extended-protocol message to its Sync, as a server with one session per
// connection would see them. It has the interface the socket server calls (server.queryQueue).

/** Extended-protocol messages after which the same connection must go on until its Sync. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H', 'F']);

export class ConnectionTurnQueue {
  /** @param {import('@electric-sql/pglite').PGlite} db */
  constructor(db) {
    this.db = db;
    /** @type {Array<{ handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void, resolve: (n: number) => void, reject: (e: unknown) => void }>} */
    this.queue = [];
    this.processing = false;
    /** The connection whose turn it is (mid extended protocol or inside a transaction), else null. */
    this.turn = null;
  }

  enqueue(handlerId, message, onData) {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  next() {
    if (this.turn === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.turn);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  async process() {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
          continue;
        }
        const type = String.fromCharCode(item.message[0]);
        this.turn = EXTENDED.has(type) || this.db.isInTransaction() ? item.handlerId : null;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength() {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId) {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** A connection that goes away mid-turn: its transaction is rolled back and the others go on. */
  async clearTransactionIfNeeded(handlerId) {
    if (this.turn !== handlerId) return;
    this.turn = null;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    void this.process();
  }
}
