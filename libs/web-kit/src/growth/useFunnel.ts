import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { findAbVariant, type FunnelStage } from '@takehome/contracts';
import { useAuth } from '../auth';
import {
  personalizationOf,
  segmentOf,
  stageOf,
  type FunnelRecord,
  type FunnelSegment,
  type Personalization,
} from './funnel';
import type { FunnelActions } from './funnelStore';
import { growthServices } from './services';
import { useAbAssignment } from './useAbVariant';

export interface FunnelApi extends FunnelActions {
  record: FunnelRecord;
  stage: FunnelStage;
  segment: FunnelSegment;
  personalization: Personalization;
}

const UPGRADE_TIMING_TEST = 'upgrade_prompt_timing_test';

/** The visitor's funnel record, stage, segment and personalisation (docs/product/funnel.md), and what to record. */
export function useFunnel(): FunnelApi {
  const { user } = useAuth();
  const { funnel } = growthServices();
  const record = useSyncExternalStore(funnel.subscribe, funnel.getRecord, funnel.getServerRecord);
  const stage = stageOf(record, user);
  const segment = segmentOf(record);
  // Only free accounts take part in the upgrade-prompt timing test.
  const upgradeAssignment = useAbAssignment(stage === 'free_account' ? UPGRADE_TIMING_TEST : null);

  useEffect(() => funnel.syncStage(stage), [funnel, stage]);

  const personalization = useMemo(() => {
    const variant = upgradeAssignment?.inTest
      ? findAbVariant(UPGRADE_TIMING_TEST, upgradeAssignment.variantId)
      : undefined;
    return personalizationOf(record, {
      stage,
      segment,
      upgradePromptTiming: variant ? Number(variant.config.calculations) : null,
    });
  }, [record, stage, segment, upgradeAssignment]);

  return {
    record,
    stage,
    segment,
    personalization,
    recordCalculation: funnel.recordCalculation,
    markEmailCaptureShown: funnel.markEmailCaptureShown,
    captureEmail: funnel.captureEmail,
    declineEmailCapture: funnel.declineEmailCapture,
    recordFeatureUse: funnel.recordFeatureUse,
    recordBlogPostRead: funnel.recordBlogPostRead,
  };
}
