// The egress guard (decision E7): every request Baton sends to a user-chosen address goes through
// checkDestinationUrl (when the address is saved) and guardedFetch (when it is used).
export { EgressError, isEgressError, type EgressErrorCode } from './errors.ts';
export { classifyAddress, isAddressAllowed, type AddressVerdict } from './ip-policy.ts';
export {
  allowPrivateFromEnv,
  checkDestinationUrl,
  defaultLookup,
  type CheckedDestination,
  type DestinationOptions,
  type LookupAddress,
  type LookupFn,
} from './destination.ts';
export {
  DEFAULT_MAX_BYTES,
  DEFAULT_TIMEOUT_MS,
  guardedFetch,
  type GuardedFetchOptions,
  type GuardedRequestInit,
  type GuardedResponse,
} from './fetch.ts';
export { egressFetch, type FetchLike } from './fetch-like.ts';
