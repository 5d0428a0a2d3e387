import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Input } from '@takehome/web-kit';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const ShareBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * docs/product/sharing.md: the link that opens this calculation again, anywhere, without an account; the inputs travel
 * in the address and nothing is stored.
 */
export function ShareLink({ url }: { url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(url)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <ShareBox>
      <label htmlFor={id}>Link to this result (it carries your inputs; nothing is stored on our servers)</label>
      <Row>
        <Input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="share-url"
          style={{ flex: '1 1 200px', minWidth: 0 }}
        />
        <Button variant="secondary" size="sm" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Row>
    </ShareBox>
  );
}
