import { cookies } from "next/headers";
import { OWNED_UPLOADS_COOKIE, ownedTokensFromRequest, parseOwnedTokens } from "./owned-uploads";
import type { UploadViewer } from "@/server/data/results/upload-visibility";

/** The viewer of a page: the owner tokens in its owned-uploads cookie. */
export async function pageViewer(): Promise<UploadViewer> {
  const jar = await cookies();
  return { ownerTokens: parseOwnedTokens(jar.get(OWNED_UPLOADS_COOKIE)?.value) };
}

/** The viewer of an API request: the owner tokens in its owned-uploads cookie. */
export function requestViewer(request: Request): UploadViewer {
  return { ownerTokens: ownedTokensFromRequest(request) };
}
