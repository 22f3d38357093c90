/**
 * The giving statement's PDF texts, as ICU messages, in the donor's language (the language of their
 * latest checkout; a member's own download, their language). English is exactly what these say; the
 * server catalogues (`common/i18n/locales`) hold the other languages.
 */
export const GivingStatementMessages = {
  title: 'Giving statement for {year}',
  documentTitle: '{ministry}: giving statement {year}',
  documentSubject: 'Giving statement {year} for {donor}',
  period: 'Gifts from January 1 to December 31, {year}. Issued {date}.',
  gifts: 'Gifts',
  date: 'Date',
  fund: 'Fund',
  method: 'Method',
  amount: 'Amount',
  refunded: '{net} ({refunded} refunded)',
  totalsByFund: 'Totals by fund',
  fundGifts: '{fund} ({count, plural, one {# gift} other {# gifts}})',
  totalGiven: 'Total given in {year}',
  card: 'Card',
  cash: 'Cash',
  cheque: 'Cheque',
  bankTransfer: 'Bank transfer',
} as const;
