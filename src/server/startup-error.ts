/** A fault that stops start-up, told to the person starting the server as one line: what is wrong and what to do. */
export class StartupError extends Error {
  override name = 'StartupError';
}
