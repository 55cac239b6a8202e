/** Loyalty points of an online order: one point per whole real of the total (spec: floor of the total). */
export function pointsForTotal(totalCents: number): number {
  return Math.floor(Math.max(0, totalCents) / 100);
}
