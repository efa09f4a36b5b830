/** How one upstream call or file transfer ended, as metrics and logs name it. */
export type CallOutcome = 'ok' | 'error' | 'timeout' | 'invalid' | 'too_large'
