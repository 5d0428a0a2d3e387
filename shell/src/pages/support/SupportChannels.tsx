import type { ReactNode } from 'react';
import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import type { PlanDto } from '@takehome/contracts';
import { Badge, Card, type BadgeTone } from '@takehome/web-kit';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const ChannelCard = styled(Card)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.tealSoft};
  color: ${({ theme }) => theme.colors.teal};
`;

/** Outline icons (24×24 paths). */
const ICONS = {
  email: 'M4 6h16v12H4z M4 7l8 6 8-6',
  phone:
    'M6.6 3.5l3 .4 1.2 4-2 1.6a12 12 0 0 0 5.7 5.7l1.6-2 4 1.2.4 3c0 1-.8 1.6-1.8 1.6A15.5 15.5 0 0 1 5 5.3c0-1 .6-1.8 1.6-1.8z',
  community: 'M4 5h11v8H8l-4 3z M9 16h7l4 3v-9h-2',
};

function Channel(props: {
  icon: keyof typeof ICONS;
  title: string;
  badge: string;
  tone: BadgeTone;
  children: ReactNode;
}) {
  return (
    <ChannelCard aria-label={props.title}>
      <Top>
        <Icon aria-hidden="true">
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          >
            <path d={ICONS[props.icon]} />
          </svg>
        </Icon>
        <Badge tone={props.tone}>{props.badge}</Badge>
      </Top>
      <h3>{props.title}</h3>
      {props.children}
    </ChannelCard>
  );
}

export interface SupportChannelsProps {
  /** The plan that brings email support (Pro), with its response time. */
  emailPlan: PlanDto;
  hasEmailSupport: boolean;
}

/** docs/product/paths.md support channels: email (Pro), phone (coming soon), community (everyone). */
export function SupportChannels({ emailPlan, hasEmailSupport }: SupportChannelsProps) {
  return (
    <Grid>
      <Channel
        icon="email"
        title="Email Support"
        badge={hasEmailSupport ? 'Included' : emailPlan.name}
        tone={hasEmailSupport ? 'positive' : 'info'}
      >
        {hasEmailSupport ? (
          <p>Open a ticket below and we reply by email within {emailPlan.support.response}.</p>
        ) : (
          <p>
            Included with {emailPlan.name}: answers by email within {emailPlan.support.response}.{' '}
            <Link to="/pricing">See plans</Link>
          </p>
        )}
      </Channel>
      <Channel icon="phone" title="Phone Support" badge="Coming soon" tone="warning">
        <p>Talk your pay questions through with a person. Phone support for Business plans is coming soon.</p>
      </Channel>
      <Channel icon="community" title="Community & Guides" badge="Free" tone="neutral">
        <p>
          Answers to common questions in our <Link to="/faq">FAQ</Link> and practical guides on the{' '}
          <Link to="/blog">blog</Link>, free for everyone.
        </p>
      </Channel>
    </Grid>
  );
}
