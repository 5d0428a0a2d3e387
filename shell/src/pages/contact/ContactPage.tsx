import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { Card, PageContainer, useDocumentTitle } from '@takehome/web-kit';
import { ContactForm } from './ContactForm';
import { SUPPORT_EMAIL } from './contactRules';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};

  p {
    max-width: 60ch;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Aside = styled(Card).attrs({ as: 'aside' })`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /contact (docs/product/paths.md): the contact form, and other ways to reach us. */
export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <PageContainer>
      <Header>
        <h1>Contact Us</h1>
        <p>
          Found a bug, have a pay situation TakeHome does not handle yet, or a question about your plan? Write to us.
        </p>
      </Header>
      <Layout>
        <Card>
          <ContactForm />
        </Card>
        <Aside aria-label="Other ways to reach us">
          <div>
            <h2>Email</h2>
            <p>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </p>
          </div>
          <div>
            <h2>Response time</h2>
            <p>We reply within 24 hours on business days.</p>
          </div>
          <div>
            <h2>Quick answers</h2>
            <p>
              Many questions are answered in our <Link to="/faq">FAQ</Link>. Pro members can open a ticket on the{' '}
              <Link to="/support">support page</Link>.
            </p>
          </div>
        </Aside>
      </Layout>
    </PageContainer>
  );
}
