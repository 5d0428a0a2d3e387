import { baseConfigSchema, ConfigError, loadConfig } from '../src/index.js';

describe('loadConfig', () => {
  it('fills defaults', () => {
    const config = loadConfig(baseConfigSchema, { PORT: '4002' });
    expect(config).toMatchObject({ PORT: 4002, NODE_ENV: 'development', NATS_STREAM: 'TAKEHOME', AUTH_AUDIENCE: 'takehome' });
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig(baseConfigSchema, { PORT: 'eighty', DATABASE_URL: 'not a url', NATS_STREAM: 'has spaces' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: /m);
    expect(problems).toMatch(/^NATS_STREAM: /m);
  });
});
