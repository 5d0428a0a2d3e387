import { parseQueryPrefill } from './prefill.js';

describe('parseQueryPrefill', () => {
  it('reads numbers and flags from URLSearchParams', () => {
    const params = new URLSearchParams(
      'hourlyRate=32.5&overtimeHours=8&daysWorked=9&isUnion=true&retirement401kIsPercent=false&utm_source=x',
    );
    expect(parseQueryPrefill(params)).toEqual({
      input: {
        hourlyRate: 32.5,
        overtimeHours: 8,
        daysWorked: 7,
        isUnion: true,
        retirement401kIsPercent: false,
      },
      present: true,
    });
  });

  it('reads a plain record the same way', () => {
    expect(parseQueryPrefill({ unionDues: '45', unionDuesIsPercent: 'TRUE' })).toEqual({
      input: { unionDues: 45, unionDuesIsPercent: false }, // only the exact text 'true' sets a flag
      present: true,
    });
  });

  it('cleans junk numbers to 0 and still counts them as present', () => {
    expect(parseQueryPrefill(new URLSearchParams('hourlyRate=abc&regularHours='))).toEqual({
      input: { hourlyRate: 0, regularHours: 0 },
      present: true,
    });
  });

  it('reports nothing present without calculator parameters', () => {
    expect(parseQueryPrefill(new URLSearchParams('category=Tax+Tips'))).toEqual({
      input: {},
      present: false,
    });
    expect(parseQueryPrefill({})).toEqual({ input: {}, present: false });
  });
});
