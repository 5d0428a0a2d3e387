import styled from 'styled-components';

/** The centred, padded column every page's content sits in. */
export const PageContainer = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  }
`;
