// Preloaded (`--import`) into a service the benches profile: SIGTERM ends the process with
// process.exit, so `--cpu-prof` writes its profile (Nest's shutdown hook re-raises the signal,
// which would end the process before the profile is written).
process.prependOnceListener('SIGTERM', () => process.exit(0));
