// A browser test on this shared 2-core machine can lose a race with a page that paints late; it runs
// once more before it counts as failed, and the first failure is printed either way.
import { expect, jest } from '@jest/globals';

if ((expect.getState().testPath ?? '').includes('/browser/')) jest.retryTimes(1, { logErrorsBeforeRetry: true });
