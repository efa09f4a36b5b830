import { pino, type DestinationStream, type Logger } from 'pino'

/** JSON logs (standard output unless a destination is given); the credential and form bodies never reach them. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.verification_code'], censor: '[redacted]' },
  }
  return destination ? pino(options, destination) : pino(options)
}
