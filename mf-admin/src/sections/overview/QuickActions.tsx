import { useNavigate } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { Card } from '@takehome/web-kit';
import { useGenerateArticle, useIsGenerating } from '../../api/generation';
import { CardHeader } from '../../common/ui';
import { sectionUrl } from '../../layout/sections';
import { CONTENT_TARGETS } from '../content/targets';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
`;

const Action = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  text-align: left;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  strong {
    color: ${({ theme }) => theme.colors.navy};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.teal};
    background: ${({ theme }) => theme.colors.tealSoft};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** docs/product/paths.md quick actions: each starts the work or opens the place where it is done. */
export function QuickActions() {
  const navigate = useNavigate();
  const generate = useGenerateArticle();
  const generating = useIsGenerating();

  const generatePillar = () => {
    generate.mutate({ contentType: 'pillar', roadmapMode: 'roadmap' });
    void navigate(sectionUrl('content'), { state: { focus: CONTENT_TARGETS.generationLog } });
  };

  return (
    <Card>
      <CardHeader>
        <h3>Quick Actions</h3>
      </CardHeader>
      <Grid>
        <Action type="button" onClick={generatePillar} disabled={generating}>
          <strong>{generating ? 'Generating...' : 'Generate Pillar Article'}</strong>
          <span>Next pillar topic on the roadmap</span>
        </Action>
        <Action
          type="button"
          onClick={() => void navigate(sectionUrl('content'), { state: { focus: CONTENT_TARGETS.seoArticle } })}
        >
          <strong>SEO Strategy</strong>
          <span>Write an article for a target keyword</span>
        </Action>
        <Action
          type="button"
          onClick={() => void navigate(sectionUrl('content'), { state: { focus: CONTENT_TARGETS.newPost } })}
        >
          <strong>Write Manual Post</strong>
          <span>Create a post by hand</span>
        </Action>
        <Action type="button" onClick={() => void navigate(sectionUrl('analytics'))}>
          <strong>View Analytics</strong>
          <span>Funnel, A/B tests and usage</span>
        </Action>
        <Action type="button" onClick={() => void navigate(sectionUrl('subscribers'))}>
          <strong>Manage Subscribers</strong>
          <span>Search, edit and export the list</span>
        </Action>
      </Grid>
    </Card>
  );
}
