/** AWS page and Price List file addresses a source names, so a reader can open the page the figure was read from. */
const AWS_PAGE =
  /(https:\/\/(?:aws\.amazon\.com|docs\.aws\.amazon\.com|pricing\.[a-z0-9-]+\.amazonaws\.com)\/[^\s),;]*[^\s),;.])/;

/** A source text with its AWS page addresses as links; the rest stays plain text. */
export function SourceText({ text }: { text: string }) {
  const parts = text.split(AWS_PAGE);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} rel="noreferrer">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
