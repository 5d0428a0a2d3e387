import { testServiceForFile, type TestIssuer, type TestService } from '../src/testing/index.js';
import { fixtureService } from './fixture-service.js';

/** A token issuer and the fixture service, started once for the test file that calls this and closed after it. */
export function fixtureServiceForFile(): { readonly issuer: TestIssuer; readonly service: TestService } {
  return testServiceForFile(fixtureService);
}
