import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  CSV_SEPARATORS,
  countFormulaCells,
  openInCalc,
  readCells,
  requireSoffice,
  skipLibreOffice,
} from '../../test/libreoffice.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, setBookingPickup } from './admin-test-support.ts'

/** Formula starts hidden behind every separator a spreadsheet may split on: comma, semicolon, Tab, quote. */
const HOSTILE = {
  customerName: 'Semi;=1+1;x',
  streetAddress: 'Comma,=2+2 Lane',
  city: 'q;"=3+3"',
  state: ' @SUM(1)',
  specialRequirements: 'Tab\t=4+4\n-5+5;+6+6,@A1\r\n=HYPERLINK("http://evil.example";"x")\t;-7',
}

/** Text a spreadsheet turns into formulas with each separator: what the export's guard must prevent. */
const UNGUARDED = 'a,Semi;=1+1;x,Tab\t=2+2,=3+3\r\n'

/**
 * LibreOffice reads the export's text, which is the same on both databases (the export's own tests run on each):
 * it runs once, in the SQLite project, and opens every file of a separator in one start of LibreOffice.
 */
describe.skipIf(skipLibreOffice || testDatabase !== 'sqlite')(
  'the CSV export opened in LibreOffice Calc',
  { timeout: 60_000 },
  () => {
    let t: TestApp | undefined
    let csv: string
    beforeAll(async () => {
      // Under CI=true a missing LibreOffice fails every test here rather than skipping them.
      requireSoffice()
      t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
      const admin = adminBookings(t, await t.login())
      await createBooking(t, HOSTILE)
      await createBooking(t, { ...HOSTILE, customerEmail: 'second@example.com', customerName: '=1+1' })
      // Boston's ZIP, with its leading zero, and a phone from abroad: values, not formulas.
      const third = await createBooking(t, {
        customerEmail: 'third@example.com',
        zipCode: '02134',
        customerPhone: '+44 20 7946 0958',
      })
      // 13:00 UTC is 9:00 in New York in July.
      await setBookingPickup(t.app.db, third.id, '2026-07-14T13:00:00Z')
      const response = await admin.exportCsv()
      expect(response.statusCode).toBe(200)
      csv = response.body
      expect(csv).toContain('Semi;')
    })
    afterAll(() => t?.close())

    // The unguarded text, opened beside the export, shows that this separator would make formulas of it.
    it.each(Object.entries(CSV_SEPARATORS))(
      'holds no formula cell when split on %s, where the same text unguarded holds some',
      async (_name, separator) => {
        const [exported, unguarded] = await openInCalc([csv, UNGUARDED], separator)
        expect(countFormulaCells(unguarded!)).toBeGreaterThan(0)
        expect(countFormulaCells(exported!)).toBe(0)
      },
    )

    // Opened as what it is, comma-separated: split on another separator, a row's cells are not its columns.
    it('keeps the ZIP 02134 as text, a phone from abroad as written, the money as numbers and the times as times', async () => {
      const [sheet] = await openInCalc([csv.replace(/^\uFEFF/, '')], CSV_SEPARATORS.comma)
      const [header, ...rows] = readCells(sheet!)
      const column = (name: string) => header!.findIndex((cell) => cell.text === name)
      const third = rows.find((row) => row[column('Email')]?.text === 'third@example.com')!
      expect(third[column('ZIP')]).toMatchObject({
        type: 'string',
        text: expect.stringMatching(/^02134\s*$/),
      })
      expect(third[column('Phone')]).toEqual({ type: 'string', text: '+44 20 7946 0958' })
      // Issue 42 point 7: paid and balance are numbers a spreadsheet sums; a price not measured yet is blank.
      expect(third[column('Final price')]?.type).toBe('empty')
      expect(third[column('Paid')]).toMatchObject({ type: 'float' })
      expect(Number(third[column('Paid')]!.text)).toBe(0)
      expect(third[column('Balance due')]).toMatchObject({ type: 'float' })
      expect(Number(third[column('Balance due')]!.text)).toBe(53)
      // Issue 41 point 8: the pickup time is a date and time the sheet reads as it reads Created; none is blank.
      const created = third[column('Created (America/New_York)')]!
      expect(created.type).not.toBe('string')
      expect(third[column('Pickup (America/New_York)')]).toEqual({
        type: created.type,
        text: expect.stringMatching(/^2026-07-14 09:00(:00)?$/),
      })
      const first = rows.find((row) => row[column('Email')]?.text === 'jane.doe@example.com')!
      expect(first[column('Pickup (America/New_York)')]?.type).toBe('empty')
    })
  },
)
