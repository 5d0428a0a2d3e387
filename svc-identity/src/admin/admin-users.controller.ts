import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { AdminOnly, Answers, CurrentUser, IdempotentWrite, zodPipe, type AuthUser } from '@takehome/service-kit';
import {
  adminUserDtoSchema,
  adminUsersResponseSchema,
  listUsersQuerySchema,
  updateUserRequestSchema,
  uuidParamSchema,
  type AdminUserDto,
  type AdminUsersResponse,
} from '@takehome/contracts';
import type { ListUsersDto, UpdateUserDto } from './admin-users.dto.js';
import { AdminUsersService } from './admin-users.service.js';

@Controller('api/admin/users')
@AdminOnly()
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @Get()
  @Answers(adminUsersResponseSchema)
  list(
    @CurrentUser() user: AuthUser,
    @Query(zodPipe(listUsersQuerySchema)) dto: ListUsersDto,
  ): Promise<AdminUsersResponse> {
    return this.adminUsers.list(user, dto);
  }

  @Put(':id')
  @IdempotentWrite()
  @Answers(adminUserDtoSchema)
  update(
    @CurrentUser() user: AuthUser,
    @Param('id', zodPipe(uuidParamSchema)) id: string,
    @Body(zodPipe(updateUserRequestSchema)) dto: UpdateUserDto,
  ): Promise<AdminUserDto> {
    return this.adminUsers.update(user, id, dto);
  }
}
