/** Environment for the services of a test stack: every per-address limit far above any run's traffic. */
export declare const RAISED_LIMITS: Record<string, string>;
