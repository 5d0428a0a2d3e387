import { pageViewProps } from './pageView';

const ORIGIN = 'https://takehome.example';

describe('pageViewProps', () => {
  it('carries the path, an external referrer and the UTM source', () => {
    expect(
      pageViewProps({ pathname: '/blog', search: '?utm_source=reddit&x=1' }, 'https://news.ycombinator.com/', ORIGIN),
    ).toEqual({
      path: '/blog',
      referrer: 'https://news.ycombinator.com/',
      utm_source: 'reddit',
    });
  });

  it('leaves out our own pages, an empty referrer and a blank UTM source', () => {
    const props = pageViewProps({ pathname: '/', search: '?utm_source=%20' }, `${ORIGIN}/faq`, ORIGIN);
    expect(props).toEqual({ path: '/', referrer: undefined, utm_source: undefined });
    expect(pageViewProps({ pathname: '/', search: '' }, '', ORIGIN).referrer).toBeUndefined();
  });
});
