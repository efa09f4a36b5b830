/**
 * How one upstream call or file transfer ended, as metrics and logs name it. `not_found`: the file host has no such
 * file (404, 410): a broken link or a scanner's guess, not a failing host (the FileHostErrors alert leaves it out).
 */
export type CallOutcome = 'ok' | 'error' | 'timeout' | 'invalid' | 'too_large' | 'not_found'
