import { z } from "zod";

/**
 * zod 4 probes `new Function("")` to decide whether it may compile fast parsers. Our
 * Content-Security-Policy forbids eval, so in the browser that probe is reported as a
 * CSP violation on every page that validates a form. Interpreted parsing is fast enough.
 */
z.config({ jitless: true });
