import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid ${({ theme }) => theme.colors.tealSoft};
  border-top-color: ${({ theme }) => theme.colors.teal};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  size?: number;
  label?: string;
}

export function Spinner({ size = 24, label = 'Loading' }: SpinnerProps) {
  return <Ring $size={size} role="status" aria-label={label} data-loading="" />;
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.md};
`;

/** A spinner centred in the page area, for whole pages that are loading. */
export function PageSpinner() {
  return (
    <Centered>
      <Spinner size={36} />
    </Centered>
  );
}
