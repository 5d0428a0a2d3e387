import { useEffect, useEffectEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, useAuth, useFunnel } from '@takehome/web-kit';
import { shareUrl } from '../../compare/scenarios';
import { ShareLink } from '../../compare/ShareLink';
import { serverText, useSaveCalculation } from '../../api/calculations';
import { downloadCalculation, type Calculation } from '../calculation';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Message = styled.p<{ $error: boolean }>`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $error }) => ($error ? theme.colors.negative : theme.colors.positive)};
  background: ${({ theme, $error }) => ($error ? theme.colors.negativeSoft : theme.colors.positiveSoft)};
  color: ${({ theme, $error }) => ($error ? theme.colors.negative : theme.colors.positive)};
`;

export interface ResultActionsProps {
  calculation: Calculation;
  /** For visitors: the sign-up invitation (they cannot save). */
  onJoin: () => void;
  /** Save now without a click: the visitor asked for it before signing in. */
  saveAtOnce?: boolean;
  /** Opens the comparison with this calculation as its first scenario. */
  onCompare?: () => void;
  /** Opens the year ahead for this calculation. */
  onYearView?: () => void;
}

/** Save to Account (signed in) and Download; render with key={calculation.id} so each result saves once. */
export function ResultActions({ calculation, onJoin, saveAtOnce = false, onCompare, onYearView }: ResultActionsProps) {
  const [sharing, setSharing] = useState(false);
  const { user } = useAuth();
  const { recordFeatureUse } = useFunnel();
  const save = useSaveCalculation();

  const onSave = () => {
    if (!user) return;
    recordFeatureUse('save_calculation');
    save.mutate({ userId: user.id, input: calculation.input, result: calculation.result });
  };
  const savedAtOnce = useRef(false);
  const saveRequested = useEffectEvent(onSave);
  useEffect(() => {
    if (!saveAtOnce || savedAtOnce.current) return;
    savedAtOnce.current = true;
    saveRequested();
  }, [saveAtOnce]);
  const onDownload = () => {
    recordFeatureUse('download_json');
    downloadCalculation(calculation);
  };

  return (
    <div>
      <Row>
        {user ? (
          <Button onClick={onSave} disabled={save.isPending || save.isSuccess}>
            {save.isPending ? 'Saving...' : save.isSuccess ? 'Saved' : 'Save to Account'}
          </Button>
        ) : (
          <Button onClick={onJoin}>Sign Up to Save</Button>
        )}
        <Button variant="secondary" onClick={onDownload}>
          Download
        </Button>
        <Button variant="secondary" onClick={() => setSharing(true)} aria-expanded={sharing}>
          Share Link
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        {onCompare && (
          <Button variant="secondary" onClick={onCompare}>
            Compare Scenarios
          </Button>
        )}
        {onYearView && (
          <Button variant="secondary" onClick={onYearView}>
            Year Ahead
          </Button>
        )}
      </Row>
      {sharing && <ShareLink url={shareUrl(window.location.origin, [{ name: '', input: calculation.input }])} />}
      {save.isSuccess && (
        <Message $error={false} role="status">
          Calculation saved to your account!
        </Message>
      )}
      {save.isError && (
        <Message $error role="alert">
          Failed to save calculation: {serverText(save.error)}
        </Message>
      )}
    </div>
  );
}
