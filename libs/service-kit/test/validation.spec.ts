import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { zodPipe } from '../src/index.js';

const pipe = zodPipe(
  z.object({ events: z.array(z.object({ name: z.enum(['a', 'b']), email: z.string().email('Please enter a valid email address.') })) }).strict(),
);

function messageOf(value: unknown): string {
  try {
    pipe.transform(value);
  } catch (error) {
    if (error instanceof BadRequestException) return error.message;
    throw error;
  }
  throw new Error('the pipe accepted it');
}

describe('zodPipe', () => {
  it('hands over the parsed value', () => {
    expect(pipe.transform({ events: [{ name: 'a', email: 'ann@example.com' }] })).toEqual({
      events: [{ name: 'a', email: 'ann@example.com' }],
    });
  });

  it('names a list item by its index, as a reader writes it', () => {
    expect(messageOf({ events: [{ name: 'a', email: 'ann@example.com' }, { name: 'c', email: 'bob@example.com' }] })).toMatch(
      /^events\[1\]\.name: /,
    );
  });

  it('shows a whole sentence written for users alone, and joins several problems', () => {
    expect(messageOf({ events: [{ name: 'a', email: 'nope' }] })).toBe('Please enter a valid email address.');
    const both = messageOf({ extra: 1, events: [{ name: 'c', email: 'bob@example.com' }] }).split('; ');
    expect(both).toHaveLength(2);
    expect(both).toEqual(expect.arrayContaining([expect.stringMatching(/^events\[0\]\.name: /), expect.stringMatching(/"extra"/)]));
  });
});
