import { baseConfigSchema, developmentDefault } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';
import { z } from 'zod';

const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as UTC or America/Chicago');

/** Empty strings count as unset, so `OPENAI_API_KEY=` in an env file disables AI writing. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const configSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(SERVICES.content.port),
  /** Public address of the site: links in the sitemap, RSS feed and unsubscribe links. */
  PUBLIC_URL: developmentDefault(
    z
      .string()
      .url()
      .default('http://localhost:8080')
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  OPENAI_API_KEY: optional(z.string()),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** smtp(s)://user:pass@host:port; without it, mail is stored, not sent (docs/product/outside-services.md). */
  SMTP_URL: optional(z.string().url()),
  SMTP_FROM: z.string().min(3).default('TakeHome <no-reply@takehome.local>'),
  /** Where contact-form messages are mailed. */
  CONTACT_EMAIL: z.string().email().default('support@takehome.local'),
  SCHEDULER_TZ: timeZone.default('UTC'),
  /** Contact-form messages one client address may send in an hour. */
  CONTACT_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Newsletter sign-ups one client address may send in an hour. */
  SUBSCRIBES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Sign-ups one email address may receive in a day (each may mail it). */
  SUBSCRIBES_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).default(3),
});
export type ContentConfig = z.infer<typeof configSchema>;
