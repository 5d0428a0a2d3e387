import type { CreateCheckoutSessionRequest } from '@takehome/contracts';

/** The body as the pipe hands it over (the schema is libs/contracts'). */
export type CreateCheckoutSessionDto = CreateCheckoutSessionRequest;
