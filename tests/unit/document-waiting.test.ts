// The waiting time in words matches the Retry-After seconds it is computed from.
import { describe, expect, it } from 'vitest'
import { aboutDuration, busyText, tooManyAttemptsText } from '../../src/logic/waiting'

describe('waiting time in words', () => {
  it.each([
    [1, 'about 1 second'],
    [10, 'about 10 seconds'],
    [89, 'about 89 seconds'],
    [90, 'about 2 minutes'],
    [94, 'about 2 minutes'],
    [900, 'about 15 minutes'],
    [61 * 60, 'about 61 minutes'],
    [0.2, 'about 1 second'],
  ])('%s s is %s', (seconds, words) => {
    expect(aboutDuration(seconds)).toBe(words)
  })

  it('says the same in the busy and too-many texts', () => {
    expect(busyText(10)).toBe('The server is very busy right now. Please try again in about 10 seconds.')
    expect(tooManyAttemptsText(94)).toBe('Too many attempts. Please wait about 2 minutes and try again.')
  })
})
