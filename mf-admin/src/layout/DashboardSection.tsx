import type { ReactNode } from 'react';
import { useDocumentTitle } from '@takehome/web-kit';
import { SectionHeader, Stack } from '../common/ui';

export interface DashboardSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One section of the dashboard: its heading, its tab title and its cards. */
export function DashboardSection({ title, description, children }: DashboardSectionProps) {
  useDocumentTitle(`${title} · Dashboard`);
  return (
    <section aria-labelledby="dashboard-section-title">
      <SectionHeader title={title} id="dashboard-section-title">
        {description}
      </SectionHeader>
      <Stack>{children}</Stack>
    </section>
  );
}
