// Test resources (processes, servers, browser contexts) end with the block that opened them:
// `await using site = await startStack()` replaces a try/finally that stops it.

/** `value`, disposed by `dispose` at the end of an `await using` block. */
export function disposable<T extends object>(value: T, dispose: (value: T) => Promise<unknown>): T & AsyncDisposable {
  return Object.assign(value, { [Symbol.asyncDispose]: async () => void (await dispose(value)) })
}
