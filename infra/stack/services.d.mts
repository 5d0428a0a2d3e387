import type { ChildProcess } from 'node:child_process';

export interface SupervisedService {
  name: string;
  /** 1 for the first process of a service, 2 for the second, … */
  replica: number;
  url: string;
  readonly child: ChildProcess | null;
  readonly exits: number;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM (it drains), then a new process; resolves once that one is started. */
  replace(graceMs?: number): Promise<void>;
}

export declare function startServices(options: {
  root: string;
  databaseUrls: Record<string, string>;
  natsUrl: string;
  ports: Record<string, number | number[]>;
  replicas?: number;
  env: Record<string, string>;
  log: (line: string) => void;
}): SupervisedService[];

export declare function replicaPorts(port: number | number[], replicas?: number): number[];
export declare function waitHealthy(children: SupervisedService[], timeoutMs?: number): Promise<void>;
export declare function stopServices(children: SupervisedService[]): Promise<void>;
export declare function rollingRestart(
  children: SupervisedService[],
  names: string[],
  options?: { settleMs?: number; log?: (line: string) => void },
): Promise<void>;
