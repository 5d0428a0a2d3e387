import { CountChanges } from './count-changes.js';
import { METRICS } from './metrics.js';

describe('CountChanges', () => {
  it('moves an entity: new counts minus old ones, zero changes dropped, in key order', () => {
    const before = new CountChanges()
      .add(METRICS.visitors, '2026-01-02')
      .add(METRICS.visitorsBySource, '2026-01-02', 'unknown');
    const after = new CountChanges()
      .add(METRICS.visitors, '2026-01-01')
      .add(METRICS.visitorsBySource, '2026-01-01', 'google');
    const moved = new CountChanges().merge(after).merge(before, -1);
    expect(moved.list()).toEqual([
      { metric: 'visitors', day: '2026-01-01', dimension: '', delta: 1 },
      { metric: 'visitors', day: '2026-01-02', dimension: '', delta: -1 },
      { metric: 'visitors_by_source', day: '2026-01-01', dimension: 'google', delta: 1 },
      { metric: 'visitors_by_source', day: '2026-01-02', dimension: 'unknown', delta: -1 },
    ]);
  });

  it('drops a change that cancels out', () => {
    expect(
      new CountChanges().add(METRICS.signups, '2026-01-01').add(METRICS.signups, '2026-01-01', '', -1).list(),
    ).toEqual([]);
  });
});
