// The federation API the shell calls, from the stock runtime: the instance its build created
// (`@module-federation/enhanced/runtime`), never a second one, so every remote shares the shell's React.
export { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
export { remoteRetryPlugin, type RemoteRetryOptions } from './retryPlugin';
