import { Injectable } from '@nestjs/common';

/** The service's notion of "now": usage windows and months are read from it, so tests can move time. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
