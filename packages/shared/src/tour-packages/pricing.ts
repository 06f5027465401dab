/** Base price × (1 − discount/100), in whole rupees (half a rupee rounds up). */
export function discountedPrice(basePrice: number, discountPercentage: number): number {
  return Math.round((basePrice * (100 - discountPercentage)) / 100);
}
