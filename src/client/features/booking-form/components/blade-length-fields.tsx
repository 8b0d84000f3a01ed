import { Ruler } from 'lucide-react'
import type { Ref } from 'react'
import { useFormContext } from 'react-hook-form'

import { usePriceList } from '@/lib/price-list'

import { BLADE_SIZES, type BladeField } from '@shared/pricing.ts'
import { BLADE_COUNT_OPTIONS, type DetailedDetailsValues } from '../booking-form-schemas'
import { FormSection } from '@/components/form-section'
import { QuantitySelect } from './quantity-select'

const EXAMPLES: Record<BladeField, string> = {
  bladesOver9Inches: 'Large chef’s knives, slicers, cleavers',
  blades7To9Inches: 'Chef’s knives, santokus, carving knives',
  blades4To6Inches: 'Utility and boning knives',
  bladesUnder4Inches: 'Paring and bird’s beak knives',
}

interface BladeLengthFieldsProps {
  headingLevel: 'h2' | 'h3' | 'h4'
  headingRef?: Ref<HTMLHeadingElement>
}

/** Step 1 of the detailed form: how many knives of each blade length, 0 to 20 each. */
export function BladeLengthFields({ headingLevel, headingRef }: BladeLengthFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<DetailedDetailsValues>()
  const prices = usePriceList()
  return (
    <FormSection
      title="Knife Blade Lengths & Quantities"
      description="Measure each blade from the top of the handle to the tip. Serrated blades are not accepted."
      icon={Ruler}
      headingLevel={headingLevel}
      headingRef={headingRef}
    >
      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        {BLADE_SIZES.map((size) => (
          <QuantitySelect
            key={size.field}
            id={size.field}
            label={size.label}
            priceCents={prices[size.priceField]}
            hint={EXAMPLES[size.field]}
            range={BLADE_COUNT_OPTIONS}
            error={errors[size.field]?.message}
            // Fewer knives can make an add-on count too high, so the add-ons are checked again.
            {...register(size.field, {
              valueAsNumber: true,
              deps: ['nickRepairQuantity', 'strappingQuantity'],
            })}
          />
        ))}
      </div>
    </FormSection>
  )
}
