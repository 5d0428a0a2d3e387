import { useEffect } from 'react';
import { useLocation, useNavigate } from '@takehome/web-kit/router';
import { TwoColumns } from '../../common/ui';
import { DashboardSection } from '../../layout/DashboardSection';
import { CommentsCard } from './CommentsCard';
import { GenerationLogCard } from './GenerationLogCard';
import { PostsCard } from './PostsCard';
import { RoadmapGenerators } from './RoadmapGenerators';
import { SchedulesCard } from './SchedulesCard';
import { SeoArticleForm } from './SeoArticleForm';
import { CONTENT_TARGETS, type ContentTarget } from './targets';

export function ContentSection() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = (location.state as { focus?: ContentTarget } | null)?.focus;

  // A quick action's target takes the focus once; the state is then cleared so a reload does not repeat it.
  useEffect(() => {
    if (!target) return;
    if (target !== CONTENT_TARGETS.newPost) document.getElementById(target)?.focus();
    void navigate(location.pathname, { replace: true, state: null });
  }, [target, location.pathname, navigate]);

  return (
    <DashboardSection
      title="Content Management"
      description="Generate articles with AI, schedule automatic drafts and manage every post."
    >
      <RoadmapGenerators />
      <TwoColumns>
        <SeoArticleForm />
        <GenerationLogCard />
      </TwoColumns>
      <SchedulesCard />
      <PostsCard startCreating={target === CONTENT_TARGETS.newPost} />
      <CommentsCard />
    </DashboardSection>
  );
}
