// Funnel record, stage, prompts and constants (docs/product/funnel.md): plain functions of the
// record and the clock, so every rule is tested without a browser.
import { PAID_STAGE_TIERS, USAGE_LIMIT, type FunnelStage, type FunnelTrigger, type Tier } from '@takehome/contracts';

export type DeviceType = 'mobile' | 'desktop';
export type VisitTime = 'morning' | 'afternoon' | 'evening' | 'late_night';
export type FunnelSegment = 'calculator_heavy' | 'blog_reader' | 'feature_explorer' | 'price_sensitive';
export type Urgency = 'low' | 'medium' | 'high';

/** The local funnel record (docs/product/funnel.md). Times are epoch milliseconds. */
export interface FunnelRecord {
  stage: FunnelStage;
  calculationCount: number;
  emailCaptureShown: boolean;
  emailCaptureDeclined: boolean;
  emailCaptureDeclinedAt: number | null;
  lastActiveAt: number;
  deviceType: DeviceType;
  visitTime: VisitTime;
  /** The trigger of each email capture the visitor answered with their email. */
  conversionTriggers: FunnelTrigger[];
  sessionStart: number;
  totalSessions: number;
  /** Slugs of the blog posts read, each once. */
  blogPostsRead: string[];
  featureUsageCount: Record<string, number>;
}

export interface Personalization {
  showEmailCapture: boolean;
  emailCaptureTrigger: FunnelTrigger;
  showUpgradePrompt: boolean;
  urgency: Urgency;
}

/** Where the record is read and written at: the clock and the window width. */
export interface FunnelContext {
  now: number;
  width: number;
}

/** The signed-in person as far as the funnel cares. */
export interface FunnelUser {
  membershipTier: Tier;
}

const HOUR_MS = 60 * 60 * 1000;

export const FUNNEL_RULES = {
  /** Narrower windows are mobile. */
  mobileBelowWidth: 768,
  /** A visit after this much quiet starts a new session. */
  sessionIdleMs: HOUR_MS / 2,
  emailCaptureFromCalculations: 5,
  emailCaptureDeclineResetMs: 24 * HOUR_MS,
  /** Free accounts outside the upgrade-timing test see the upgrade prompt from this count. */
  upgradePromptFromCalculations: 12,
  calculatorHeavyAbove: 10,
  blogReaderAbove: 3,
  featureExplorerAbove: 3,
  mediumUrgencyFrom: 10,
  /** As many calculations as a free window allows: the visitor is at the limit. */
  highUrgencyFrom: USAGE_LIMIT,
} as const;

export function deviceTypeOf(width: number): DeviceType {
  return width < FUNNEL_RULES.mobileBelowWidth ? 'mobile' : 'desktop';
}

/** morning 6–12, afternoon 12–17, evening 17–22, otherwise late_night (local time). */
export function visitTimeOf(at: number): VisitTime {
  const hour = new Date(at).getHours();
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'late_night';
}

export function newFunnelRecord({ now, width }: FunnelContext): FunnelRecord {
  return {
    stage: 'anonymous',
    calculationCount: 0,
    emailCaptureShown: false,
    emailCaptureDeclined: false,
    emailCaptureDeclinedAt: null,
    lastActiveAt: now,
    deviceType: deviceTypeOf(width),
    visitTime: visitTimeOf(now),
    conversionTriggers: [],
    sessionStart: now,
    totalSessions: 1,
    blogPostsRead: [],
    featureUsageCount: {},
  };
}

/** A stored record as it stands now: new session after a quiet spell, device and visit time of this moment, a decline older than 24 h forgotten. */
export function refreshFunnelRecord(stored: Partial<FunnelRecord> | null, context: FunnelContext): FunnelRecord {
  const fresh = newFunnelRecord(context);
  if (!stored || typeof stored !== 'object') return fresh;
  const record: FunnelRecord = { ...fresh, ...stored };
  const newSession = context.now - record.lastActiveAt > FUNNEL_RULES.sessionIdleMs;
  const declineExpired =
    record.emailCaptureDeclined &&
    context.now - (record.emailCaptureDeclinedAt ?? 0) >= FUNNEL_RULES.emailCaptureDeclineResetMs;
  return {
    ...record,
    lastActiveAt: context.now,
    deviceType: fresh.deviceType,
    visitTime: fresh.visitTime,
    ...(newSession && { sessionStart: context.now, totalSessions: record.totalSessions + 1 }),
    ...(declineExpired && { emailCaptureShown: false, emailCaptureDeclined: false, emailCaptureDeclinedAt: null }),
  };
}

export function hasCapturedEmail(record: FunnelRecord): boolean {
  return record.conversionTriggers.length > 0;
}

/**
 * docs/product/funnel.md: paid tier → paid_pro; signed in → free_account; capture shown and not declined →
 * email_subscriber.
 */
export function stageOf(record: FunnelRecord, user: FunnelUser | null): FunnelStage {
  if (user && PAID_STAGE_TIERS.includes(user.membershipTier)) return 'paid_pro';
  if (user) return 'free_account';
  if (record.emailCaptureShown && !record.emailCaptureDeclined) return 'email_subscriber';
  return 'anonymous';
}

/** docs/product/funnel.md, first match wins. */
export function segmentOf(record: FunnelRecord): FunnelSegment {
  if (record.calculationCount > FUNNEL_RULES.calculatorHeavyAbove) return 'calculator_heavy';
  if (record.blogPostsRead.length > FUNNEL_RULES.blogReaderAbove) return 'blog_reader';
  if (Object.keys(record.featureUsageCount).length > FUNNEL_RULES.featureExplorerAbove) return 'feature_explorer';
  return 'price_sensitive';
}

/** docs/product/funnel.md: mobile_late_night on a phone late at night, else value_recognition. */
export function emailCaptureTriggerOf(record: FunnelRecord): FunnelTrigger {
  return record.deviceType === 'mobile' && record.visitTime === 'late_night'
    ? 'mobile_late_night'
    : 'value_recognition';
}

export interface PersonalizationInput {
  stage: FunnelStage;
  segment: FunnelSegment;
  /** The calculation count of the visitor's upgrade_prompt_timing_test variant; null when not in the test. */
  upgradePromptTiming: number | null;
}

export function personalizationOf(record: FunnelRecord, input: PersonalizationInput): Personalization {
  const count = record.calculationCount;
  // Offered to an anonymous visitor from the 5th calculation; it stays offered while shown and
  // unanswered (the stage is then email_subscriber), so marking it shown does not hide it.
  const awaitingAnswer = record.emailCaptureShown && !record.emailCaptureDeclined && !hasCapturedEmail(record);
  const showEmailCapture =
    count >= FUNNEL_RULES.emailCaptureFromCalculations &&
    (input.stage === 'anonymous' || (input.stage === 'email_subscriber' && awaitingAnswer)) &&
    !record.emailCaptureDeclined;
  // The timing test's variant decides alone for its participants; otherwise the rule of docs/product/funnel.md.
  const upgradeDue =
    input.upgradePromptTiming !== null
      ? count >= input.upgradePromptTiming
      : count >= FUNNEL_RULES.upgradePromptFromCalculations || input.segment === 'calculator_heavy';
  return {
    showEmailCapture,
    emailCaptureTrigger: emailCaptureTriggerOf(record),
    showUpgradePrompt: input.stage === 'free_account' && upgradeDue,
    urgency:
      count >= FUNNEL_RULES.highUrgencyFrom ? 'high' : count >= FUNNEL_RULES.mediumUrgencyFrom ? 'medium' : 'low',
  };
}

export function withCalculation(record: FunnelRecord): FunnelRecord {
  return { ...record, calculationCount: record.calculationCount + 1 };
}

export function withEmailCaptureShown(record: FunnelRecord): FunnelRecord {
  return { ...record, emailCaptureShown: true };
}

export function withEmailCaptured(record: FunnelRecord, trigger: FunnelTrigger): FunnelRecord {
  return {
    ...record,
    emailCaptureShown: true,
    emailCaptureDeclined: false,
    emailCaptureDeclinedAt: null,
    conversionTriggers: [...record.conversionTriggers, trigger],
  };
}

export function withEmailCaptureDeclined(record: FunnelRecord, now: number): FunnelRecord {
  return { ...record, emailCaptureShown: true, emailCaptureDeclined: true, emailCaptureDeclinedAt: now };
}

export function withFeatureUse(record: FunnelRecord, feature: string): FunnelRecord {
  const uses = record.featureUsageCount[feature] ?? 0;
  return { ...record, featureUsageCount: { ...record.featureUsageCount, [feature]: uses + 1 } };
}

export function withBlogPostRead(record: FunnelRecord, slug: string): FunnelRecord {
  if (record.blogPostsRead.includes(slug)) return record;
  return { ...record, blogPostsRead: [...record.blogPostsRead, slug] };
}

export function withStage(record: FunnelRecord, stage: FunnelStage): FunnelRecord {
  return record.stage === stage ? record : { ...record, stage };
}
