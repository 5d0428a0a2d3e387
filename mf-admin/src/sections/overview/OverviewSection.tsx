import { useAdminPosts } from '../../api/posts';
import { useSubscribers } from '../../api/subscribers';
import { useUsageSummary } from '../../api/analytics';
import { formatCount } from '../../common/format';
import { DashboardSection } from '../../layout/DashboardSection';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { StatCard, StatGrid } from '@takehome/web-kit/ui';

/** Numbers that fall back to a dash when their source cannot be read. */
function countOf(value: number | undefined, failed: boolean): string | undefined {
  if (value !== undefined) return formatCount(value);
  return failed ? '—' : undefined;
}

export function OverviewSection() {
  const posts = useAdminPosts();
  const subscribers = useSubscribers();
  const usage = useUsageSummary();

  return (
    <DashboardSection title="Overview" description="The site at a glance and the things admins do most.">
      <StatGrid>
        <StatCard label="Blog Posts" value={countOf(posts.data?.total, posts.isError)} hint="Published and drafts" />
        <StatCard
          label="Subscribers"
          value={countOf(subscribers.data?.totals.total, subscribers.isError)}
          hint={subscribers.data && `${formatCount(subscribers.data.totals.active)} active`}
        />
        <StatCard
          label="Calculations"
          value={countOf(usage.data?.total.total, usage.isError)}
          hint={usage.data && `${formatCount(usage.data.thisMonth.total)} this month`}
        />
        <StatCard label="Access Level" value="Admin" hint="Full site administration" />
      </StatGrid>
      <QuickActions />
      <RecentActivity posts={posts.data?.posts} failed={posts.isError} />
    </DashboardSection>
  );
}
