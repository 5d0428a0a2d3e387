import { trafficSource } from './traffic-source.js';

describe('trafficSource', () => {
  it('prefers the source prop, then utm_source, then the referrer host', () => {
    expect(trafficSource({ source: 'Newsletter', utm_source: 'google', referrer: 'https://bing.com/' })).toBe(
      'newsletter',
    );
    expect(trafficSource({ utm_source: ' Google ', referrer: 'https://bing.com/' })).toBe('google');
    expect(trafficSource({ referrer: 'https://www.reddit.com/r/union' })).toBe('reddit.com');
  });

  it('counts a visit without any of them, or with a blank or broken one, as direct', () => {
    expect(trafficSource({})).toBe('direct');
    expect(trafficSource({ source: '  ', referrer: 'not a url' })).toBe('direct');
    expect(trafficSource({ source: 42 })).toBe('direct');
  });
});
