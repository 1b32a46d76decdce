/** A phone number as typed, which a phone dials when tapped (tel: takes the digits and a +). */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a>;
}
