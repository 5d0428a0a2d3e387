import styled from 'styled-components';
import { ABOUT_PAGE } from '@takehome/contracts';
import { ButtonLink } from '@takehome/web-kit/ui';
import { DocumentPage } from './documents/DocumentPage';

const NextSteps = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export function AboutPage() {
  return (
    <DocumentPage document={ABOUT_PAGE}>
      <NextSteps>
        <ButtonLink to="/">Try the calculator</ButtonLink>
        <ButtonLink to="/contact" $variant="secondary">
          Contact us
        </ButtonLink>
      </NextSteps>
    </DocumentPage>
  );
}
