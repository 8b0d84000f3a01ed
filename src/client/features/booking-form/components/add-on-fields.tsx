import { Sparkles } from 'lucide-react'
import { useFormContext } from 'react-hook-form'

import { usePriceList } from '@/lib/price-list'

import { ADD_ONS, type AddOnCounts, type AddOnField } from '@shared/pricing.ts'
import { ADD_ON_COUNT_OPTIONS } from '../booking-form-schemas'
import { FormSection } from '@/components/form-section'
import { QuantitySelect } from './quantity-select'

const HINTS: Record<AddOnField, string> = {
  nickRepairQuantity: 'Grinds out chips and nicks along the edge',
  strappingQuantity: 'Polishes the edge on leather for a finer finish',
}

/** Nick repair and stropping, 0 to 100 each; the same on both forms. */
export function AddOnFields({ headingLevel }: { headingLevel: 'h2' | 'h3' | 'h4' }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<AddOnCounts>()
  const prices = usePriceList()
  return (
    <FormSection
      title="Add Ons"
      description="Optional extras, for up to as many knives as you book."
      icon={Sparkles}
      headingLevel={headingLevel}
    >
      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        {ADD_ONS.map((addOn) => (
          <QuantitySelect
            key={addOn.field}
            id={addOn.field}
            label={addOn.label}
            priceCents={prices[addOn.priceField]}
            hint={HINTS[addOn.field]}
            range={ADD_ON_COUNT_OPTIONS}
            error={errors[addOn.field]?.message}
            {...register(addOn.field, { valueAsNumber: true })}
          />
        ))}
      </div>
    </FormSection>
  )
}
