import { describe, expect, it } from 'vitest';
import { parseArgs } from '@/sim/args';

describe('npm run simulate options', () => {
  it('reads the documented options', () => {
    expect(
      parseArgs([
        '--url',
        'http://localhost:4000',
        '--drivers',
        '20',
        '--password',
        'secret-1',
        '--first=30',
      ]),
    ).toEqual({
      url: 'http://localhost:4000',
      drivers: 20,
      first: 30,
      password: 'secret-1',
      intervalMs: 3000,
      trips: true,
    });
  });

  it('takes the password from DEMO_PASSWORD and refuses bad numbers', () => {
    expect(parseArgs(['--no-trips'], { DEMO_PASSWORD: 'from-env-1', PORT: '5000' })).toMatchObject({
      url: 'http://localhost:5000',
      password: 'from-env-1',
      drivers: 20,
      trips: false,
    });
    expect(() => parseArgs([], {})).toThrow(/password/);
    expect(() => parseArgs(['--drivers', 'many', '--password', 'x'], {})).toThrow(/--drivers/);
  });
});
