export interface NatsCluster {
  /** Every node's client URL, comma-separated (what NATS_URL takes). */
  url: string;
  urls: string[];
  /** Ends node `i` outright (kill -9). */
  kill(i: number): Promise<void>;
  /** Starts node `i` again, on its store. */
  start(i: number): Promise<void>;
  stop(): Promise<void>;
  wipe(): void;
}

export declare function startNatsCluster(options: {
  storeDir: string;
  clientPorts: number[];
  routePorts: number[];
  /** HTTP monitoring ports (nats-server -m), one per node. */
  monitorPorts?: number[];
  clusterName?: string;
  log?: (line: string) => void;
}): Promise<NatsCluster>;
