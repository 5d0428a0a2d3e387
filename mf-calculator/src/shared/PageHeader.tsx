import styled from 'styled-components';

/** A page's title block: heading and intro on the left, actions on the right (wrapping on phones). */
export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
