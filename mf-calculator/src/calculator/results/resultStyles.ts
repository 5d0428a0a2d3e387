import styled from 'styled-components';

/** Pieces of the results card shared by both tax modes' sections. */
export const Section = styled.section`
  min-width: 0;
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Saving = styled(Section)`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.positiveSoft};
`;
