import { bootstrapService } from '@takehome/service-kit';
import { service } from './service.js';

await bootstrapService(service);
