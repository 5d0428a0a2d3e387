import type { LogResponse } from '@takehome/contracts';
import type { LogLine } from './log-line.entity.js';

/** Lines in the order given (callers hand them oldest first). */
export function toLogResponse(lines: LogLine[]): LogResponse {
  return { lines: lines.map((line) => ({ at: line.createdAt.toISOString(), message: line.message })) };
}
