import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { AdminOnly, zodPipe } from '@takehome/service-kit';
import type { AdminUserDto, AdminUsersResponse } from '@takehome/contracts';
import { listUsersSchema, updateUserSchema, type ListUsersDto, type UpdateUserDto } from './admin-users.dto.js';
import { AdminUsersService } from './admin-users.service.js';

@Controller('api/admin/users')
@AdminOnly()
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @Get()
  list(@Query(zodPipe(listUsersSchema)) dto: ListUsersDto): Promise<AdminUsersResponse> {
    return this.adminUsers.list(dto);
  }

  @Put(':id')
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body(zodPipe(updateUserSchema)) dto: UpdateUserDto,
  ): Promise<AdminUserDto> {
    return this.adminUsers.update(id, dto);
  }
}
