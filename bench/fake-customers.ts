import type { Random } from './random.ts'

const FIRST_NAMES = (
  'Maria James Linda Robert Patricia Michael Jennifer David Elizabeth William Barbara Richard Susan ' +
  'Joseph Jessica Thomas Sarah Carlos Karen Daniel Nancy Matthew Lisa Anthony Betty Mark Sandra Donald ' +
  'Ashley Steven Kimberly Paul Emily Andrew Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian ' +
  'Melissa George Deborah Timothy Stephanie Ronald Rebecca Jason Sharon Luis Laura Jose Cynthia Anh Amy ' +
  'Chen Angela Renée'
).split(' ')

const LAST_NAMES = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez ' +
  'Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark ' +
  'Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams ' +
  'Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker ' +
  "Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan O'Brien"
).split(' ')

const DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
  'hotmail.com',
  'comcast.net',
]
const STREETS = [
  'Palm Lane',
  'Oak Court',
  'Lake Avenue',
  'Magnolia Drive',
  'Orange Blossom Trail',
  'Pine Street',
]
/** Places around the business, with their ZIP codes. */
const PLACES = [
  { city: 'Orlando', zip: '32803' },
  { city: 'Orlando', zip: '32804' },
  { city: 'Orlando', zip: '32806' },
  { city: 'Winter Park', zip: '32789' },
  { city: 'Maitland', zip: '32751' },
  { city: 'Kissimmee', zip: '34741' },
] as const

/** Words an admin types into the order search: customers' last and first names. */
export const SEARCH_WORDS: readonly string[] = [...LAST_NAMES.slice(0, 40), ...FIRST_NAMES.slice(0, 20)]

export interface FakeCustomer {
  name: string
  /** Normalised (trimmed, lower-case): the key customers are stored under. */
  email: string
  /** Digits only; null for a customer who gives no phone. */
  phoneDigits: string | null
  streetAddress: string
  city: string
  zipCode: string
}

/** The `index`th customer: names repeat across customers, e-mail addresses never do. */
export function fakeCustomer(random: Random, index: number): FakeCustomer {
  const first = random.pick(FIRST_NAMES)
  const last = random.pick(LAST_NAMES)
  const local = `${first}.${last}`.normalize('NFD').replace(/[^A-Za-z.]/g, '')
  const place = random.pick(PLACES)
  return {
    name: `${first} ${last}`,
    email: `${local}${index}@${random.pick(DOMAINS)}`.toLowerCase(),
    phoneDigits: random.chance(0.9)
      ? `${random.pick(['407', '321', '689'])}${random.int(2000000, 9999999)}`
      : null,
    streetAddress: `${random.int(1, 9999)} ${random.pick(STREETS)}`,
    city: place.city,
    zipCode: place.zip,
  }
}

/** The address as one booking typed it: the same address, the case as it came (John.Smith@Gmail.com). */
export function typedEmail(random: Random, email: string): string {
  const style = random.weighted({ asStored: 6, capitalised: 3, upper: 1 })
  if (style === 'asStored') return email
  if (style === 'upper') return email.toUpperCase()
  const [local = '', domain = ''] = email.split('@')
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
  return `${local.split('.').map(capital).join('.')}@${capital(domain)}`
}

/** The phone as one booking typed it: the same digits, punctuated one of the ways people do. */
export function typedPhone(random: Random, digits: string): string {
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]
  return random.pick([
    `(${area}) ${exchange}-${line}`,
    `${area}-${exchange}-${line}`,
    `${area}.${exchange}.${line}`,
    `+1 ${area} ${exchange} ${line}`,
  ])
}
