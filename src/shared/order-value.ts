/**
 * The average order value of Customer Management (docs/decisions.md "Stats"; issue 17 point 11): the revenue
 * of the completed and paid orders divided by how many they are, in whole cents. Dividing by every order, as the
 * spec's wording has it, put pending and cancelled orders worth nothing in the count ($2.44 where orders average
 * about $30). 0 with no completed or paid order.
 */
export function averageOrderValueCents(revenueCents: number, completedOrPaidOrders: number): number {
  return completedOrPaidOrders === 0 ? 0 : Math.round(revenueCents / completedOrPaidOrders)
}
