/**
 * Splits text into lines no wider than a width, by words, from an estimated character
 * width (an exported image cannot measure text before it is drawn). A word longer than
 * the width gets a line of its own.
 */
export function wrapText(text: string, maxWidthPx: number, charWidthPx: number): string[] {
  const perLine = Math.max(1, Math.floor(maxWidthPx / charWidthPx));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    const next = line === "" ? word : `${line} ${word}`;
    if (next.length <= perLine || line === "") line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== "") lines.push(line);
  return lines;
}
