// Types of scripts/cluster.mjs for the fault suite (faults/cluster.faults.ts).

export declare const PG_BIN: string;
export declare const HAPROXY: string;
export declare const PGBOUNCER: string;
export declare const REDIS_SERVER: string;

export declare function missingForCluster(): string | undefined;
/** Why the hosts cannot have network namespaces here, or undefined when they can. */
export declare function netnsAvailable(): string | undefined;
export declare function freePort(): Promise<number>;
export declare function query<T = Record<string, unknown>>(
  url: string,
  text: string,
  params?: unknown[],
): Promise<T[]>;

export type RelayMode = 'open' | 'refuse' | 'blackhole';
export interface Relay {
  port: number;
  set(mode: RelayMode): void;
  close(): Promise<void>;
}
export declare function startRelay(targetPort: number, port?: number): Promise<Relay>;

export interface ClusterChild {
  pid: number;
  output(): string;
  exited: Promise<number | string>;
  isRunning(): boolean;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export interface ClusterPostgres {
  name: string;
  port: number;
  url: string;
  start(): string;
  stop(mode?: 'fast' | 'immediate'): void;
  log(): string;
}

export interface ClusterHost {
  name: string;
  netns: string;
  address: string;
  /** Takes the host's port on the switch down: a pulled cable. */
  cut(): void;
  restore(): void;
}

export interface ClusterInstance {
  name: string;
  port: number;
  address: string;
  url: string;
  process: ClusterChild | undefined;
  start(): Promise<void>;
  kill9(): Promise<void> | undefined;
  stop(): Promise<void> | undefined;
}

export interface Cluster {
  dir: string;
  /** HAProxy's address: where clients go. */
  url: string;
  primary: ClusterPostgres;
  replica: ClusterPostgres;
  replicaRelay: Relay | undefined;
  /** Each host's namespace and address on the cluster's network, with `netns: true`. */
  hosts: Record<string, ClusterHost> | undefined;
  /** The Redis the instances share. */
  redisUrl: string;
  bouncer: {
    port: number;
    process: ClusterChild | undefined;
    start(): Promise<void>;
    stop(): Promise<void> | undefined;
  };
  instances: ClusterInstance[];
  haproxy: ClusterChild;
  redisPrefix: string;
  backendStates(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export declare function startCluster(options?: {
  dir?: string;
  instances?: number;
  entry?: 'built' | 'source';
  /** The built server the instances run, with entry `built` (dist/server/main.js by default). */
  serverScript?: string;
  redisUrl?: string;
  replicaRelay?: boolean;
  /** Every host in a network namespace of its own, on one bridge (root, `ip`, redis-server). */
  netns?: boolean;
  log?: (line: string) => void;
  appEnv?: Record<string, string>;
}): Promise<Cluster>;
/** Whether Redis at `address:port` answers PING (rejects when nothing listens). */
export declare function redisPing(address: string, port: number): Promise<boolean>;
