import { open } from "node:fs/promises";

/** Bytes read per call: small enough that a refused file costs little memory. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Reads a whole file, at most `maxBytes` of it. A stat size says nothing for devices,
 * pipes and /proc files (/dev/zero reports 0 bytes and never ends), so the limit is
 * enforced on the bytes actually read: past it, reading stops and the file is refused.
 */
export async function readFileCapped(file: string, maxBytes: number): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buffer = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw new Error(`it holds more than the ${maxBytes}-byte limit (stopped reading there)`);
      chunks.push(buffer.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total);
  } finally {
    await handle.close();
  }
}
