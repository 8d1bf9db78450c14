/**
 * C0 control characters and DEL. No id, slug, region, snapshot, query value or name this
 * app reads holds one; PostgreSQL refuses NUL in text outright, and a line break in a name
 * would start a new line in a fio job file or script.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}
