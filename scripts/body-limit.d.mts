import type { IncomingMessage, ServerResponse } from "node:http";

export function limitRequestBody(
  req: IncomingMessage,
  res: ServerResponse,
  limits: { bodyLimitFor: (pathname: string) => { maxBytes: number }; bodyTooLargeMessage: (pathname: string) => string },
): Promise<IncomingMessage | null>;
