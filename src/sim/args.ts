/** Command-line options of `npm run simulate`. */
export type SimArgs = {
  url: string;
  drivers: number;
  first: number;
  password: string;
  intervalMs: number;
  trips: boolean;
};

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): SimArgs {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    if (index !== -1) return argv[index + 1];
    return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  };
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    }
    return parsed;
  };
  const password = value('password') ?? env.DEMO_PASSWORD;
  if (!password) throw new Error('Give the demo password: --password <password> (or DEMO_PASSWORD)');
  return {
    url: value('url') ?? env.SIM_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    drivers: number('drivers', 20, 1, 5000),
    first: number('first', 1, 1, 1_000_000),
    password,
    intervalMs: number('interval', 3000, 250, 600_000),
    trips: !argv.includes('--no-trips'),
  };
}
