// axe, every rule, on every English route at phone and desktop widths (tests/support/axe-sweep.ts).
import { describe } from 'vitest'
import { axeSweep } from '../support/axe-sweep'

describe('axe, all rules, every English route', () => axeSweep('en'))
