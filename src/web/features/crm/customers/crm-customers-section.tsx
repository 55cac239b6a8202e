/** Built in issue 11 (not reachable until the CRM route is listed as built). */
export function CrmCustomersSection() {
  return null;
}
