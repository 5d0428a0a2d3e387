import type { AiContentType, AiRoadmapMode } from '@takehome/contracts';
import styled from 'styled-components';
import { Button, Card } from '@takehome/web-kit';
import { useGenerateArticle, useIsGenerating, useLastGeneration } from '../../api/generation';
import { formatCount } from '../../common/format';
import { ButtonRow, CardHeader, CardNote, TwoColumns } from '../../common/ui';

const Generators = styled(TwoColumns)`
  align-items: stretch;
`;

const GENERATORS: Array<{ type: AiContentType; title: string; words: string; description: string }> = [
  {
    type: 'pillar',
    title: 'AI Pillar Article',
    words: '2,500–4,000 words',
    description: 'A long, authoritative guide on a core topic that cluster posts link back to.',
  },
  {
    type: 'cluster',
    title: 'Cluster Post',
    words: '1,200–2,000 words',
    description: 'A focused post on one question around a pillar topic.',
  },
];

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Summary = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme }) => theme.colors.positiveSoft};
  border-radius: ${({ theme }) => theme.radii.md};
`;

function Generator({ type, title, words, description }: (typeof GENERATORS)[number]) {
  const generate = useGenerateArticle();
  const generating = useIsGenerating();
  const start = (roadmapMode: AiRoadmapMode) => generate.mutate({ contentType: type, roadmapMode });
  const running = (mode: AiRoadmapMode) =>
    generate.isPending && 'contentType' in generate.variables && generate.variables.roadmapMode === mode;

  return (
    <Card aria-labelledby={`generator-${type}`}>
      <CardHeader>
        <h3 id={`generator-${type}`}>{title}</h3>
      </CardHeader>
      <CardNote>{words}</CardNote>
      <Description>{description}</Description>
      <ButtonRow>
        <Button onClick={() => start('roadmap')} disabled={generating}>
          {running('roadmap') ? 'Generating...' : 'Next Roadmap Topic'}
        </Button>
        <Button variant="secondary" onClick={() => start('random')} disabled={generating}>
          {running('random') ? 'Generating...' : 'Random Topic'}
        </Button>
      </ButtonRow>
    </Card>
  );
}

/** The last article written in this session: its keyword, length and where the roadmap stands. */
function LastGeneration() {
  const result = useLastGeneration();
  if (!result) return null;
  const { pillar, cluster } = result.roadmapInfo.distribution;
  return (
    <Summary role="status">
      Draft “{result.post.title}” saved: keyword “{result.targetKeyword}”, {formatCount(result.wordCount)} words (
      {result.roadmapInfo.strategy}). Roadmap coverage: pillar {pillar.covered}/{pillar.total}, cluster{' '}
      {cluster.covered}/{cluster.total}.
    </Summary>
  );
}

/** docs/product/paths.md: the pillar and cluster generators, each following the roadmap or picking a random topic. */
export function RoadmapGenerators() {
  return (
    <>
      <Generators>
        {GENERATORS.map((generator) => (
          <Generator key={generator.type} {...generator} />
        ))}
      </Generators>
      <LastGeneration />
    </>
  );
}
