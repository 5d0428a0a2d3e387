import type { LogLine } from '@takehome/contracts';
import styled from 'styled-components';
import { formatTime } from './format';

const Panel = styled.div`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  min-height: 120px;
  list-style: none;
  background: ${({ theme }) => theme.colors.navyDeep};
  color: ${({ theme }) => theme.colors.textOnDark};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.6;
  overflow-wrap: anywhere;
`;

const Lines = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li<{ $error: boolean }>`
  color: ${({ $error }) => ($error ? '#fca5a5' : 'inherit')};

  time {
    margin-right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
`;

const Empty = styled.li`
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

export interface LogPanelProps {
  /** Names the log for screen readers, e.g. 'Generation log'. */
  label: string;
  lines: LogLine[];
  emptyText: string;
}

/** The last lines of an activity log, oldest first, with their time; new lines are announced. */
export function LogPanel({ label, lines, emptyText }: LogPanelProps) {
  return (
    // The log role on the box, the list inside it: a list with role="log" would leave its items orphaned.
    <Panel role="log" aria-label={label} aria-live="polite">
      <Lines>
        {lines.length === 0 && <Empty>{emptyText}</Empty>}
        {lines.map((line, index) => (
          <Line key={`${line.at}-${index}`} $error={line.message.startsWith('Error')}>
            <time dateTime={line.at}>{formatTime(line.at)}</time>
            {line.message}
          </Line>
        ))}
      </Lines>
    </Panel>
  );
}
