/**
 * The SDK's own retry strategy with short delays, so retry tests take milliseconds
 * instead of the default throttling backoff (about a second per retry). Same decisions
 * (which errors retry, how many attempts), only the waiting differs.
 */
import { ConfiguredRetryStrategy } from "@smithy/core/retry";

export const FAST_RETRY_DELAY_MS = 5;

export function fastRetryStrategy(maxAttempts = 3): ConfiguredRetryStrategy {
  return new ConfiguredRetryStrategy(maxAttempts, () => FAST_RETRY_DELAY_MS);
}
