import type { SupervisedService } from './services.mjs';

export interface Stack {
  url: string;
  /** The address the gateway listens on. */
  host: string;
  postgres: 'postgres' | 'pglite';
  prerendered: Promise<string[]>;
  /** Every service process, replicas included. */
  services: SupervisedService[];
  stop(): Promise<void>;
  /** Replaces the named services' replicas (default: all) one at a time, each ready before the next stops. */
  rollingRestart(names?: string[]): Promise<void>;
}

export declare function startStack(options: {
  root: string;
  dataDir: string;
  port: number;
  /** Default: HOST, else 127.0.0.1. */
  host?: string;
  database?: string;
  servicePorts?: Record<string, number | number[]>;
  replicas?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
  prerender?: boolean;
  chromiumPath?: string;
  prerenderRefreshMs?: number;
  /** The database is a test run's, dropped afterwards: its commits do not wait for the disk. */
  disposable?: boolean;
}): Promise<Stack>;
