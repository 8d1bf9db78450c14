import type { IncomingMessage, ServerResponse } from "node:http";

export const SERVED_METHODS: string[];
export function refuseUnservable(req: IncomingMessage, res: ServerResponse): boolean;
export function pageDatabaseFailuresAs503(req: IncomingMessage, res: ServerResponse): void;
