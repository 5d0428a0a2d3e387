import { startTestService, TestIssuer, type TestService } from '../src/testing/index.js';
import { fixtureService } from './fixture-service.js';

/** A token issuer and the fixture service, started once for the test file that calls this and closed after it. */
export function fixtureServiceForFile(): { readonly issuer: TestIssuer; readonly service: TestService } {
  const started = {} as { issuer: TestIssuer; service: TestService };
  beforeAll(async () => {
    started.issuer = await TestIssuer.start();
    started.service = await startTestService(fixtureService, { issuer: started.issuer });
  });
  afterAll(async () => {
    await started.service?.close();
    await started.issuer?.close();
  });
  return started;
}
