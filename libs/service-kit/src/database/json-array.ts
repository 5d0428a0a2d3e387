/**
 * Many JSON texts as one statement parameter, for a column of a multi-row INSERT … SELECT FROM unnest
 * (the hot writes: a batch of saves, a batch of events; docs/adr/0009-json-columns-for-opaque-documents.md).
 *
 * As a text[] parameter the driver would quote every element and backslash-escape each of its many
 * quotes, and Postgres would undo that, costing twice the JavaScript of the JSON itself and backend
 * time on every row. Instead the texts are joined with U+0001, which JSON.stringify never writes (it escapes
 * every control character as \u0001), and Postgres splits them again with `jsonArraySql`.
 */
const SEPARATOR = '\u0001';

/** The texts of `JSON.stringify` (nothing else: other text may hold U+0001), as one parameter. */
export function jsonArrayParam(texts: readonly string[]): string {
  return texts.join(SEPARATOR);
}

/** SQL for a `json[]` from a `jsonArrayParam` parameter, e.g. `jsonArraySql('$5')`. */
export function jsonArraySql(parameter: string): string {
  return `string_to_array(${parameter}::text, chr(1))::json[]`;
}
