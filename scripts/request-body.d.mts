import type { IncomingMessage } from "node:http";

export function readBody(req: IncomingMessage): Promise<Buffer | null>;
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage;
