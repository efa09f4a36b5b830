// The waiting time in words matches the Retry-After seconds it is computed from.
import { describe, expect, it } from 'vitest'
import { aboutDuration, busyText, tooManyAttemptsText, tooManyMessagesText } from '../../src/logic/waiting'

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

  it("says it in Bengali for a Bengali page's form, in Bengali digits", () => {
    expect(aboutDuration(10, 'bn')).toBe('প্রায় ১০ সেকেন্ড')
    expect(busyText(10, 'bn')).toBe('সার্ভার এই মুহূর্তে খুব ব্যস্ত। প্রায় ১০ সেকেন্ড পরে আবার চেষ্টা করুন।')
    expect(tooManyAttemptsText(94, 'bn')).toBe('অনেকবার চেষ্টা করা হয়েছে। প্রায় ২ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।')
    expect(tooManyMessagesText(900, 'bn')).toBe('আপনার সংযোগ থেকে অনেক বেশি বার্তা এসেছে। প্রায় ১৫ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।')
    expect(tooManyMessagesText(900)).toBe('Too many messages from your connection. Please wait about 15 minutes and try again.')
  })
})
