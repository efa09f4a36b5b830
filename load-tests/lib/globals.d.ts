// k6 provides console, but @types/k6 does not declare it (and lib has no DOM).
declare global {
  const console: {
    log(...data: unknown[]): void
    info(...data: unknown[]): void
    warn(...data: unknown[]): void
    error(...data: unknown[]): void
  }
}
export {}
