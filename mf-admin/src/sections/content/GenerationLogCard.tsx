import { Card, Spinner } from '@takehome/web-kit';
import { useMergedLog } from '../../api/activityLog';
import { GENERATION_LOG_LINES, useGenerationLog, useIsGenerating } from '../../api/generation';
import { LogPanel } from '../../common/LogPanel';
import { CardHeader, ErrorNote } from '../../common/ui';
import { CONTENT_TARGETS } from './targets';

/** docs/product/paths.md: the last 8 lines of the generation log, read live while an article is being written. */
export function GenerationLogCard() {
  const generating = useIsGenerating();
  const log = useGenerationLog(generating);
  const lines = useMergedLog('generation', log.data?.lines, GENERATION_LOG_LINES);

  return (
    <Card id={CONTENT_TARGETS.generationLog} aria-labelledby="generation-log-title" tabIndex={-1}>
      <CardHeader>
        <h3 id="generation-log-title">Generation Log</h3>
        {generating && <Spinner size={18} label="Generating" />}
      </CardHeader>
      {log.isError && <ErrorNote>The generation log could not be loaded.</ErrorNote>}
      <LogPanel label="Generation log" lines={lines} emptyText="No generation activity yet." />
    </Card>
  );
}
