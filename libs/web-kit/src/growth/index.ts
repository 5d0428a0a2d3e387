// Growth in the browser (docs/product/funnel.md): funnel record and personalisation, A/B tests, nudges,
// post-calculation prompts and the funnel event tracker.
// One session id per browser, the usage counter's, so the service joins calculations and funnel events.
export { usageSessionId as getSessionId } from '../usage/localUsage';
export { track, flushTracking, type TrackProps } from './tracker';
export {
  FUNNEL_RULES,
  type DeviceType,
  type FunnelRecord,
  type FunnelSegment,
  type Personalization,
  type Urgency,
  type VisitTime,
} from './funnel';
export { shouldOpenNewsletterPrompt, shouldOpenPostCalculationPrompt } from './prompts';
export type { NudgeContext } from './nudges';
export { useFunnel, type FunnelApi } from './useFunnel';
export { useAbVariant, type AbVariantApi } from './useAbVariant';
export { useNudges, type NudgesApi } from './useNudges';
export { usePageViewTracking } from './usePageViewTracking';
