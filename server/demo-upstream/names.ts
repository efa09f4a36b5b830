// Bangladeshi names for a Rangamati campus: Bengali Muslim, Hindu and Buddhist families and
// the hill peoples (Chakma, Marma, Tripura). Unique within one generator.

import type { Rng } from './prng'
import { UNIVERSITY } from './content'

export type Gender = 'Male' | 'Female'

export interface Person {
  name: string
  gender: Gender
  given: string
  family: string
}

interface Community {
  weight: number
  male: readonly string[]
  female: readonly string[]
  maleFamily: readonly string[]
  femaleFamily: readonly string[]
  /** 'Md.' before some male names. */
  malePrefix?: string
}

const COMMUNITIES: readonly Community[] = [
  {
    weight: 45,
    male: ['Rafiqul', 'Tanvir', 'Arifur', 'Sajjad', 'Kamrul', 'Mahmudul', 'Nazmul', 'Rezaul', 'Shafiqul', 'Zahid', 'Imran', 'Ashraful', 'Mizanur', 'Shahriar', 'Nayeem', 'Fahim', 'Sabbir', 'Jahidul'],
    female: ['Farhana', 'Nusrat', 'Sharmin', 'Tahmina', 'Rumana', 'Sadia', 'Fatema', 'Jannatul', 'Nasrin', 'Shirin', 'Marufa', 'Afroza', 'Sumaiya', 'Tasnim'],
    maleFamily: ['Islam', 'Hossain', 'Rahman', 'Ahmed', 'Chowdhury', 'Karim', 'Alam', 'Uddin', 'Haque', 'Sarker', 'Khan', 'Bhuiyan'],
    femaleFamily: ['Akter', 'Begum', 'Jahan', 'Sultana', 'Islam', 'Rahman', 'Haque', 'Khanam', 'Ferdous'],
    malePrefix: 'Md.',
  },
  {
    weight: 20,
    male: ['Jyotirmoy', 'Prabhat', 'Sujan', 'Pulak', 'Bodhisattva', 'Shanti Priya', 'Arun', 'Dipayan', 'Ripon', 'Kanak'],
    female: ['Sushmita', 'Mitali', 'Jhuma', 'Chandrika', 'Shimana', 'Anima', 'Sangita', 'Bithika', 'Dipti'],
    maleFamily: ['Chakma', 'Dewan', 'Talukdar', 'Khisa'],
    femaleFamily: ['Chakma', 'Dewan', 'Talukdar', 'Khisa'],
  },
  {
    weight: 10,
    male: ['Aung Thowai', 'Mong Sing Hla', 'Uching', 'Kyaw Shwe', 'Thowai Hla', 'Ching Mong'],
    female: ['Nyo Nyo', 'Aye Mya', 'Mra Sing', 'Ching Ching', 'Hla Hla'],
    maleFamily: ['Marma'],
    femaleFamily: ['Marma'],
  },
  {
    weight: 6,
    male: ['Mithun', 'Kanchan', 'Rupak', 'Bipul'],
    female: ['Ronjita', 'Shefali', 'Binita', 'Liza'],
    maleFamily: ['Tripura'],
    femaleFamily: ['Tripura'],
  },
  {
    weight: 19,
    male: ['Dipankar', 'Subrata', 'Pranab', 'Suman', 'Anup', 'Tapas', 'Sanjib', 'Ujjal', 'Prosenjit', 'Bijoy'],
    female: ['Priyanka', 'Moumita', 'Shampa', 'Rupa', 'Tania', 'Shrabonti', 'Debjani'],
    maleFamily: ['Dey', 'Das', 'Barua', 'Sen', 'Bhattacharjee', 'Nath', 'Paul', 'Dutta', 'Roy'],
    femaleFamily: ['Dey', 'Das', 'Barua', 'Sen', 'Nath', 'Paul', 'Dutta', 'Roy'],
  },
]

export class NameGenerator {
  private readonly used = new Set<string>()
  private readonly usedEmails = new Set<string>()

  constructor(private readonly rng: Rng) {}

  person(gender?: Gender): Person {
    for (let attempt = 0; attempt < 200; attempt++) {
      const community = this.rng.weighted(COMMUNITIES.map((c) => [c, c.weight] as const))
      const g = gender ?? (this.rng.chance(0.5) ? 'Male' : 'Female')
      const given = this.rng.pick(g === 'Male' ? community.male : community.female)
      const family = this.rng.pick(g === 'Male' ? community.maleFamily : community.femaleFamily)
      const prefix = g === 'Male' && community.malePrefix && this.rng.chance(0.4) ? `${community.malePrefix} ` : ''
      const name = `${prefix}${given} ${family}`
      if (this.used.has(`${given} ${family}`)) continue
      this.used.add(`${given} ${family}`)
      return { name, gender: g, given, family }
    }
    throw new Error('ran out of distinct names')
  }

  /** firstname.family@domain, made unique with a digit when needed. */
  email(person: Person): string {
    const local = `${person.given.split(' ')[0]}.${person.family}`.toLowerCase().replace(/[^a-z.]/g, '')
    let candidate = local
    for (let n = 2; this.usedEmails.has(candidate); n++) candidate = `${local}${n}`
    this.usedEmails.add(candidate)
    return `${candidate}@${UNIVERSITY.emailDomain}`
  }
}

/** A Bangladeshi mobile number: 01 + operator digit + 8 digits. */
export function mobileNumber(rng: Rng): string {
  return `01${rng.pick(['3', '5', '6', '7', '8', '9'])}${rng.digits(8)}`
}
