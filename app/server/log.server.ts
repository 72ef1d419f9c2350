/** Server-side error log: one line per error, the message cut to 256 characters. */
export const MAX_LOGGED_MESSAGE = 256;

export function truncateMessage(message: string, max = MAX_LOGGED_MESSAGE): string {
  return message.length > max ? message.slice(0, max) : message;
}

export function logServerError(error: unknown, request?: Request): void {
  const message = error instanceof Error ? error.message : String(error);
  const where = request ? `${request.method} ${new URL(request.url).pathname}` : '';
  console.error(`[error] ${where} ${truncateMessage(message)}`);
  if (process.env.LOG_STACKS === '1' && error instanceof Error && error.stack) console.error(error.stack);
}
