import { Navigate, Route, Routes } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { useAuth } from '@takehome/web-kit';
import { AnalyticsSection } from '../sections/analytics/AnalyticsSection';
import { ContentSection } from '../sections/content/ContentSection';
import { InboxSection } from '../sections/inbox/InboxSection';
import { OverviewSection } from '../sections/overview/OverviewSection';
import { AccountSettingsSection } from '../sections/settings/AccountSettingsSection';
import { SubscribersSection } from '../sections/subscribers/SubscribersSection';
import { SectionMenu } from './SectionMenu';
import { sectionUrl } from './sections';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 232px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  width: 100%;
  max-width: 1360px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};

  @media (max-width: 1023.98px) {
    grid-template-columns: 200px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Content = styled.div`
  min-width: 0;
  container-type: inline-size;
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The dashboard an admin sees: the section menu and the section of the address. */
export function AdminDashboard() {
  const { user } = useAuth();
  return (
    <Layout>
      <SectionMenu />
      <Content>
        <Title>
          <h1>Admin Dashboard</h1>
          <p>Signed in as {user?.name ?? user?.email}</p>
        </Title>
        <Routes>
          <Route index element={<Navigate to={sectionUrl('overview')} replace />} />
          <Route path="overview" element={<OverviewSection />} />
          <Route path="content" element={<ContentSection />} />
          <Route path="subscribers" element={<SubscribersSection />} />
          <Route path="analytics" element={<AnalyticsSection />} />
          <Route path="settings" element={<AccountSettingsSection />} />
          <Route path="inbox" element={<InboxSection />} />
          <Route path="*" element={<Navigate to={sectionUrl('overview')} replace />} />
        </Routes>
      </Content>
    </Layout>
  );
}
