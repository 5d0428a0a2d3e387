// The browser specs in jest's order, but the version-skew spec last: npm test builds the previous
// release beside the lanes, and the other specs run meanwhile instead of waiting for it.
const Sequencer = require('@jest/test-sequencer').default;

class VersionSkewLast extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const last = (test) => test.path.endsWith('version-skew.spec.ts');
    return [...sorted.filter((test) => !last(test)), ...sorted.filter(last)];
  }
}

module.exports = VersionSkewLast;
