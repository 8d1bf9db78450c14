/**
 * Exact byte multipliers. Datasets store sizes in bytes and rates in bytes per second;
 * these constants are how an article's "GiB" or "MB/s" becomes that number. Decimal
 * prefixes are powers of 1000, binary prefixes powers of 1024: an article's unit is taken
 * at its word unless the dataset says otherwise (and then keeps the original text).
 */
export const BYTES_PER_KB = 1_000;
export const BYTES_PER_MB = 1_000_000;
export const BYTES_PER_GB = 1_000_000_000;
export const BYTES_PER_TB = 1_000_000_000_000;

export const BYTES_PER_KIB = 1_024;
export const BYTES_PER_MIB = 1_048_576;
export const BYTES_PER_GIB = 1_073_741_824;
export const BYTES_PER_TIB = 1_099_511_627_776;

/** Network rates are quoted in bits; one byte is eight bits. */
export const BITS_PER_BYTE = 8;

export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 3_600;
export const MILLISECONDS_PER_SECOND = 1_000;
