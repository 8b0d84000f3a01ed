import { createContext, type ComponentType } from 'react'

export interface BookingFormProps {
  /** The level of the form's section headings (step cards, Booking Summary), one below the panel's title. */
  headingLevel: 'h2' | 'h3' | 'h4'
}

export interface BookingForms {
  /** The detailed form: the customer measures each blade. */
  self: ComponentType<BookingFormProps>
  /** The simplified form: a knife count, measured at pickup. */
  pickup: ComponentType<BookingFormProps>
}

/** The form an address's ?measurementType= opens: the simplified one for `pickup`, the detailed one otherwise. */
export const bookingFormFor = (measurementType: string): keyof BookingForms =>
  measurementType === 'pickup' ? 'pickup' : 'self'

/**
 * routes.tsx hands the booking forms (lazily loaded) to the admin page's New Booking panel through this context,
 * so neither feature imports the other and the forms stay out of the landing page's bundle.
 */
export const BookingFormsContext = createContext<BookingForms | null>(null)
