import type { listUsersQuerySchema, UpdateUserRequest } from '@takehome/contracts';
import type { z } from 'zod';

// The schemas are libs/contracts'; these are the values as the pipes hand them over.
export type ListUsersDto = z.output<typeof listUsersQuerySchema>;
export type UpdateUserDto = UpdateUserRequest;
