/** A source of 128-bit base64 nonces, each returned once. */
export function noncePool(): () => string;
