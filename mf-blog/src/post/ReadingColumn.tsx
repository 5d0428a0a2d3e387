import styled from 'styled-components';

/** The post's reading column: about 70 characters a line. */
export const ReadingColumn = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;
