// Sign-in limits that slow down guessers without locking out the owner, counted atomically,
// by the client address the service can trust, in the same time for unknown and known accounts.
import { AUTH_MESSAGES } from '@takehome/contracts';
import { randomIp, signUp, startIdentity, uniqueEmail, type Answer, type Identity, type Session } from './helpers.js';

const PER_ACCOUNT = 3;
const PER_ADDRESS = 5;
let identity: Identity;
/** The same service trusting no proxy: every X-Forwarded-For it receives is a forgery. */
let exposed: Identity;

const deviceOf = (answer: Answer) =>
  answer.setCookie
    .find((cookie) => cookie.startsWith('takehome_device='))
    ?.split(';')[0]
    .split('=')[1];

function signInFrom(
  target: Identity,
  session: Pick<Session, 'user'>,
  password: string,
  ip = randomIp(),
  device?: string,
) {
  return target.call('/api/auth/signin', {
    ip,
    body: { email: session.user.email, password },
    headers: device ? { cookie: `takehome_device=${device}` } : {},
  });
}

beforeAll(async () => {
  const limits = { AUTH_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT), AUTH_MAX_FAILURES_PER_IP: String(PER_ADDRESS) };
  identity = await startIdentity(limits);
  exposed = await startIdentity({ ...limits, TRUSTED_PROXIES: '' });
});

afterAll(async () => {
  await identity?.close();
  await exposed?.close();
});

describe('sign-in limits that cannot be turned on others', () => {
  it('lets the owner in from their known address or device after 10 failures from other addresses', async () => {
    const owner = await signUp(identity);
    const home = randomIp();
    const first = await signInFrom(identity, owner, owner.password, home);
    expect(first.status).toBe(200);
    const device = deviceOf(first)!;
    expect(device).toMatch(/^[\w-]{43}$/);

    const guesses = [];
    for (let i = 0; i < 10; i++) guesses.push((await signInFrom(identity, owner, `guess-${i}`)).status);
    // The guessers are slowed down: past the account's allowance an unknown source is refused.
    expect(guesses.slice(0, PER_ACCOUNT)).toEqual(Array(PER_ACCOUNT).fill(401));
    expect(guesses.slice(PER_ACCOUNT)).toEqual(Array(10 - PER_ACCOUNT).fill(429));
    expect((await signInFrom(identity, owner, owner.password)).status).toBe(429);

    // The owner is not: from home, or from the known device anywhere.
    expect((await signInFrom(identity, owner, owner.password, home)).status).toBe(200);
    expect((await signInFrom(identity, owner, owner.password, randomIp(), device)).status).toBe(200);
  });

  it('slows down the guessing address itself, whatever accounts it tries', async () => {
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      const answer = await identity.call('/api/auth/signin', { ip, body: { email: uniqueEmail(), password: 'guess' } });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body).toEqual({ error: AUTH_MESSAGES.tooManyAttempts });
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...new Array<number>(PER_ADDRESS).fill(401), 429, 429]);
  });

  it('checks and counts at once: 20 concurrent guesses get no more tries than the limit', async () => {
    const victim = await signUp(identity);
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInFrom(identity, victim, `concurrent-${i}`, ip)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - PER_ACCOUNT);
  });

  it('limits by the connecting address when X-Forwarded-For comes from no trusted proxy', async () => {
    const statuses = [];
    for (let i = 0; i < PER_ADDRESS + 1; i++) {
      // A new forged address each time: it must not buy a new allowance.
      const answer = await exposed.call('/api/auth/signin', {
        ip: randomIp(),
        body: { email: uniqueEmail(), password: 'guess' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...new Array<number>(PER_ADDRESS).fill(401), 429]);
  });

  it('limits sign-ups per address', async () => {
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await identity.call('/api/auth/signup', { ip, body: { email: uniqueEmail(), password: 'secret-pass' } }))
          .status,
      );
    }
    expect(statuses).toEqual([...new Array<number>(20).fill(201), 429]);
  });
});

describe('timing', () => {
  it('answers an unknown email as slowly as a wrong password for a known account (within 20%)', async () => {
    const pairs = 21;
    const rounds = 3;
    // What a guesser sees: every probe from an address the account has never signed in from. A known
    // account then counts the failure against itself too, so each pair gets an account of its own,
    // which keeps every probe within the account's allowance.
    const known: Session[] = [];
    for (let i = 0; i <= pairs * rounds; i++) known.push(await signUp(identity));
    const time = async (attempt: () => Promise<Answer>) => {
      const started = process.hrtime.bigint();
      const answer = await attempt();
      expect(answer.status).toBe(401);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const unknownEmail = () =>
      identity.call('/api/auth/signin', { body: { email: uniqueEmail('nobody'), password: 'guess-pass' } });
    // Each unknown-email attempt is compared with a known-account attempt beside it, the two taken in
    // turn first: the machine running the tests is shared, and a burst of other work then slows both of
    // a pair alike. A round whose median ratio falls outside the band is measured again, up to three
    // rounds: a burst passes, a real difference (an unknown email skipping the password hash answers
    // several times faster) fails every round.
    const round = async (accounts: Session[]) => {
      const ratios: number[] = [];
      for (const [i, account] of accounts.entries()) {
        const knownAccount = () => time(() => signInFrom(identity, account, 'guess-pass'));
        let unknown: number;
        let wrongPassword: number;
        if (i % 2 === 0) {
          unknown = await time(unknownEmail);
          wrongPassword = await knownAccount();
        } else {
          wrongPassword = await knownAccount();
          unknown = await time(unknownEmail);
        }
        ratios.push(unknown / wrongPassword);
      }
      return median(ratios);
    };
    // One untimed round first (connections, caches).
    await unknownEmail();
    await signInFrom(identity, known[pairs * rounds], 'guess-pass');
    const medians: number[] = [];
    for (let r = 0; r < rounds; r++) {
      medians.push(await round(known.slice(r * pairs, (r + 1) * pairs)));
      if (medians[r] > 0.8 && medians[r] < 1.2) break;
    }
    expect(medians.some((ratio) => ratio > 0.8 && ratio < 1.2)).toBe(true);
  });
});
