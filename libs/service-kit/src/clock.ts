import { Injectable } from '@nestjs/common';

/**
 * The service's notion of "now". Every time a rule reads (usage windows, months, expiries, publish
 * dates, schedules) comes from here rather than `new Date()`, so tests can move time
 * (`jest.spyOn(app.get(Clock), 'now')`). Durations measured for logs and timeouts use `Date.now()`.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
