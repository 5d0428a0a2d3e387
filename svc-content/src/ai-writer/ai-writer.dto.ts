/** What to write, as the pipe hands it over (the schema, generateAiRequestSchema, is libs/contracts'). */
export type { GenerationRequest } from '@takehome/contracts';
