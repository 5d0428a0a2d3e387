import { useState } from 'react';
import styled from 'styled-components';
import { ArticleIcon } from '../ui/ArticleIcon';

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navy}, ${({ theme }) => theme.colors.teal});
  color: ${({ theme }) => theme.colors.textOnDarkMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const IconSpot = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
`;

/**
 * A post's cover picture, decorative (the title says what the post is). docs/product/copy.md: a picture that
 * is missing or fails to load is replaced by an article icon.
 */
export function PostImage({ src, ratio = '2 / 1' }: { src: string | null; ratio?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;
  return (
    <Frame $ratio={ratio}>
      {showImage ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailedSrc(src)} />
      ) : (
        <IconSpot data-testid="post-image-fallback">
          <ArticleIcon />
        </IconSpot>
      )}
    </Frame>
  );
}
