import { errorMessage, errorStatus } from '../../lib/api-client';

/**
 * Whether the server refused because the stickers moved on since the matches were fetched
 * (409 MATCH_CHANGED, or a promised copy): the list must be fetched again.
 */
export function isMatchChanged(error: unknown): boolean {
  return errorStatus(error) === 409;
}

/**
 * What to tell a collector about a failed match or swap request: the server's own message, or,
 * when no answer came back at all (a bad signal), to check the connection and try again.
 */
export function describeMatchError(error: unknown): string {
  if (error instanceof Error && errorStatus(error) === undefined && error.name === 'TypeError') {
    return 'No answer from Swapsies: check your signal and try again.';
  }
  return errorMessage(error);
}
