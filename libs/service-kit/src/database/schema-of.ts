import type { DataSource } from 'typeorm';

/** The schema a data source was opened on (DatabaseModule always sets one). */
export function schemaOf(dataSource: DataSource): string {
  return (dataSource.options as { schema?: string }).schema ?? 'public';
}

/** A schema-qualified, quoted table name for raw SQL: `"calc"."outbox"`. */
export function tableOf(dataSource: DataSource, table: string): string {
  return `"${schemaOf(dataSource)}"."${table}"`;
}
