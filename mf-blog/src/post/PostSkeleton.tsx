import styled from 'styled-components';
import { PageContainer, Skeleton } from '@takehome/web-kit';
import { ReadingColumn } from './ReadingColumn';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** A grey outline of a post while it loads. */
export function PostSkeleton() {
  return (
    <PageContainer role="status" aria-busy="true" aria-label="Loading article">
      <ReadingColumn>
        <Stack>
          <Skeleton width="50%" height="14px" />
          <Skeleton width="25%" height="22px" round />
          <Skeleton width="95%" height="40px" />
          <Skeleton width="40%" height="14px" />
          {[100, 96, 98, 70, 100, 92, 60].map((width, index) => (
            <Skeleton key={index} width={`${width}%`} height="16px" />
          ))}
        </Stack>
      </ReadingColumn>
    </PageContainer>
  );
}
