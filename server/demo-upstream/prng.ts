// Seeded pseudo-random numbers (mulberry32), so the demo content is the same on every run.
// Each content area forks its own stream from a label: adding a notice template does not
// reshuffle the teachers.

/** 32-bit FNV-1a hash of a text, used to turn labels into seeds. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export class Rng {
  private state: number

  constructor(seed: number | string) {
    this.state = typeof seed === 'string' ? hashString(seed) : seed >>> 0
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** Picks from [item, weight] pairs. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.next() * total
    for (const [item, weight] of entries) {
      roll -= weight
      if (roll < 0) return item
    }
    const last = entries[entries.length - 1]
    if (!last) throw new RangeError('weighted pick from an empty list')
    return last[0]
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
    }
    return copy
  }

  /** n distinct items (or all of them when n is larger). */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, n)
  }

  /** Text of the given length drawn from an alphabet. */
  chars(alphabet: string, length: number): string {
    let out = ''
    for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(this.next() * alphabet.length))
    return out
  }

  digits(length: number): string {
    return this.chars('0123456789', length)
  }

  /** An independent stream, derived from this one's seed and a label. */
  fork(label: string): Rng {
    return new Rng(hashString(`${label}:${this.state}`))
  }
}

/** The stream for one content area of the demo data set. */
export function areaRng(area: string): Rng {
  return new Rng(`demo-upstream/${area}`)
}
