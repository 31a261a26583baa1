import { BookPage } from './book.page';

/** /auth/bookPastAppointment: the booking page for a doctor seen before, with the button text Re-Book. */
export default function RebookPage() {
  return <BookPage variant="rebook" />;
}
