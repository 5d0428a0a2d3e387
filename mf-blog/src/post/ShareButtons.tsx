import styled from 'styled-components';
import { useToast } from '@takehome/web-kit';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  > span {
    margin-right: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const ShareControl = styled.a`
  display: inline-flex;
  align-items: center;
  padding: 6px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.navy};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
    color: ${({ theme }) => theme.colors.teal};
  }
`;

/** Plain share links of each network (no third-party scripts): the post's address and title go in the link. */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { showToast } = useToast();

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: 'Link copied', description: 'The article link is on your clipboard.', tone: 'success' });
    } catch {
      showToast({ title: 'Could not copy the link', description: url, tone: 'error' });
    }
  };

  return (
    <Group role="group" aria-label="Share this article">
      <span aria-hidden="true">Share</span>
      <ShareControl as="button" type="button" onClick={() => void copyLink()}>
        Copy link
      </ShareControl>
      {shareLinks(url, title).map(({ network, href }) => (
        <ShareControl
          key={network}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${network} (opens in a new tab)`}
        >
          {network}
        </ShareControl>
      ))}
      <ShareControl
        href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`}
        aria-label="Share by email"
      >
        Email
      </ShareControl>
    </Group>
  );
}
