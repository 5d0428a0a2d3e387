import styled from 'styled-components';

/** A list without bullets or indent, its items a column with the theme's md gap between them. */
export const PlainList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
