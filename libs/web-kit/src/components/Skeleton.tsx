import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $round: boolean }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.pill : theme.radii.sm)};
  background: linear-gradient(90deg, #e6ebf2 25%, #f3f6fa 50%, #e6ebf2 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export interface SkeletonProps {
  width?: string;
  height?: string;
  round?: boolean;
}

/** A grey placeholder shaped like content that is still loading. */
export function Skeleton({ width = '100%', height = '1em', round = false }: SkeletonProps) {
  return <Block aria-hidden="true" data-loading="" $width={width} $height={height} $round={round} />;
}
