import type { IncomingMessage } from "node:http";

export function readBody(req: IncomingMessage): Promise<Buffer | null>;
export function readLimited(req: IncomingMessage, maxBytes: number): Promise<Buffer | null | "too_large">;
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage;
