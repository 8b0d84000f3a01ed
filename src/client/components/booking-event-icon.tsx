import {
  Archive,
  ArchiveRestore,
  ArrowRight,
  Ban,
  Banknote,
  CirclePlus,
  Mail,
  MessageSquare,
  Pencil,
  Reply,
  type LucideIcon,
} from 'lucide-react'

import type { BookingEventKind } from '@shared/booking-admin.schema.ts'

const ICONS: Record<BookingEventKind, LucideIcon> = {
  created: CirclePlus,
  status: ArrowRight,
  edited: Pencil,
  archived: Archive,
  unarchived: ArchiveRestore,
  email_sent: Mail,
  customer_message: MessageSquare,
  owner_reply: Reply,
  payment: Banknote,
  payment_voided: Ban,
}

/** The icon of an order's event, the same in its history and in Recent Activity; a kind unknown here, a pencil. */
export function bookingEventIcon(kind: string): LucideIcon {
  return ICONS[kind as BookingEventKind] ?? Pencil
}
