import { useEffect } from 'react';
import { RemoteWidget, useAbVariant, useFunnel } from '@takehome/web-kit';

/** The blog's email-capture card, offered by the funnel's personalisation; marks itself shown once on screen. */
export function EmailCaptureSlot() {
  const { record, markEmailCaptureShown, captureEmail, declineEmailCapture } = useFunnel();
  const { variantId } = useAbVariant('email_capture_copy_test');
  useEffect(() => markEmailCaptureShown(), [markEmailCaptureShown]);
  return (
    <RemoteWidget
      module="mf_blog/EmailCaptureCard"
      props={{
        copyVariant: variantId,
        calculationCount: record.calculationCount,
        onCaptured: captureEmail,
        onDeclined: declineEmailCapture,
      }}
    />
  );
}
