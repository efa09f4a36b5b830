import { pino, type Logger } from 'pino'

/** JSON logs; the credential and form bodies never reach them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.verification_code'], censor: '[redacted]' },
  })
}
