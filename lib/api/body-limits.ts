import { FIO_MAX_BYTES } from "../fio/limits";
import { METRICS_TOTAL_MAX_BYTES } from "../metrics/limits";

/**
 * Byte limits of the request bodies the routes read, in one place because next.config.ts
 * needs the largest: with a proxy (proxy.ts), Next.js buffers every request body up to
 * `experimental.proxyClientMaxBodySize` (10 MB by default) and hands the route only
 * that much, so a 20 MB fio upload arrived cut short and was refused as malformed.
 * Relative imports only: next.config.ts's loader does not resolve the "@/" alias.
 */

/** Room for multipart boundaries, part headers and the label fields beside a file. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
/** A multipart fio upload: the file and its labels. */
export const UPLOAD_FORM_MAX_BYTES = FIO_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** A JSON fio upload: the file as a JSON string may escape to twice its bytes. */
export const UPLOAD_JSON_MAX_BYTES = 2 * FIO_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** A multipart metrics import: every file together, and the form around them. */
export const METRICS_FORM_MAX_BYTES = METRICS_TOTAL_MAX_BYTES + FORM_OVERHEAD_BYTES;

/** The largest body any route accepts: what the proxy must pass through whole. */
export const LARGEST_REQUEST_BODY_BYTES = Math.max(UPLOAD_FORM_MAX_BYTES, UPLOAD_JSON_MAX_BYTES, METRICS_FORM_MAX_BYTES);
