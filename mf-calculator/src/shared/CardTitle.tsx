import styled from 'styled-components';

/** The heading of a page card (This Month, Financial Planning Tools, Quick Tips…). */
export const CardTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;
