/** An AWS documentation, pricing page or Price List file address. */
const AWS_ADDRESS = /https:\/\/(?:aws\.amazon\.com|docs\.aws\.amazon\.com|pricing\.[a-z0-9-]+\.amazonaws\.com)\/\S*/;

/** Sources longer than this show their first clause, with the rest a click away. */
const SOURCE_HEAD_MAX_CHARS = 140;

/**
 * A price's source as what to show at once and what to fold: the first clause names the AWS
 * page (the citation a reader needs), the rest is the record's provenance (repository,
 * commit, path), which made /prices 130,000 px tall on a phone when every row showed it.
 */
export function splitSource(text: string): { head: string; rest: string } {
  if (text.length <= SOURCE_HEAD_MAX_CHARS) return { head: text, rest: "" };
  const cut = text.indexOf("; ");
  if (cut > 0 && cut <= SOURCE_HEAD_MAX_CHARS * 2) return { head: text.slice(0, cut + 1), rest: text.slice(cut + 2) };
  // No short first clause: fold after the first AWS address (and what closes it), so the
  // page or Price List file stays in view.
  const address = AWS_ADDRESS.exec(text);
  if (address !== null) {
    const end = text.indexOf(" ", address.index + address[0].length);
    if (end > 0 && end <= SOURCE_HEAD_MAX_CHARS * 3) return { head: text.slice(0, end), rest: text.slice(end + 1) };
  }
  const space = text.lastIndexOf(" ", SOURCE_HEAD_MAX_CHARS);
  const at = space > 0 ? space : SOURCE_HEAD_MAX_CHARS;
  return { head: text.slice(0, at), rest: text.slice(at + 1) };
}
