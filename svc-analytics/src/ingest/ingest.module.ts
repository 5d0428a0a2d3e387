import { Module } from '@nestjs/common';
import { IngestController } from './ingest.controller.js';
import { IngestRepository } from './ingest.repository.js';
import { IngestService } from './ingest.service.js';

@Module({ controllers: [IngestController], providers: [IngestService, IngestRepository] })
export class IngestModule {}
