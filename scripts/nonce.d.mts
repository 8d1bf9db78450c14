/** 128 random bits, base64: unguessable per response. */
export function newNonce(): string;
