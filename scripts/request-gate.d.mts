import type { IncomingMessage, ServerResponse } from "node:http";

export const SERVED_METHODS: string[];
export function refuseUnservable(req: IncomingMessage, res: ServerResponse): boolean;
export function pageDatabaseFailuresAs503(req: IncomingMessage, res: ServerResponse): void;
export const DATABASE_FAILURE_DIGEST: RegExp;
export const DATABASE_RETRY_AFTER_SECONDS: string;
