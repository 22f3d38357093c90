/**
 * Giving's mails' texts (receipts, a recurring payment that failed, the year's statement), as ICU
 * messages, written in the giver's language: the language of the page the gift was started on
 * ('giving_checkouts.language'; a statement, the donor's latest). English is exactly what these say;
 * the server catalogues ('common/i18n/locales') hold the other languages, and the catalogue test
 * fails when one lacks a text here.
 */
export const GivingMailMessages = {
  receiptSubject: 'Your gift to {ministry}: {amount}',
  receiptThanks:
    '{frequency, select, weekly {Thank you for your weekly gift to {ministry}.} biweekly {Thank you for your gift every two weeks to {ministry}.} monthly {Thank you for your monthly gift to {ministry}.} other {Thank you for your one-time gift to {ministry}.}}',
  receiptAmount: 'Amount: {amount}',
  receiptFeeCovered: '(including {fee} to cover the processing fee)',
  receiptFund: 'Fund: {fund}',
  receiptDate: 'Date: {date}',
  receiptNumber: 'Receipt number: {number}',
  generalFund: 'General Fund',
  failedSubject:
    '{frequency, select, weekly {Your weekly gift to {ministry} did not go through} biweekly {Your gift every two weeks to {ministry} did not go through} monthly {Your monthly gift to {ministry} did not go through} once {Your one-time gift to {ministry} did not go through} other {Your gift to {ministry} did not go through}}',
  failedOpening:
    '{frequency, select, weekly {Thank you for giving to {ministry}. This time, the payment of {amount} for your weekly gift could not be taken from your card.} biweekly {Thank you for giving to {ministry}. This time, the payment of {amount} for your gift every two weeks could not be taken from your card.} monthly {Thank you for giving to {ministry}. This time, the payment of {amount} for your monthly gift could not be taken from your card.} once {Thank you for giving to {ministry}. This time, the payment of {amount} for your one-time gift could not be taken from your card.} other {Thank you for giving to {ministry}. This time, the payment of {amount} for your gift could not be taken from your card.}}',
  failedRetry: 'Your card will be tried again on {date}.',
  failedHelp:
    'There is nothing you need to do if your card is fine. If it has expired or changed, you can update it, or change or cancel your gift, from the giving page or your account.',
  failedAction: 'Go to the giving page',
  statementSubject: 'Your {year} giving statement from {ministry}',
  statementOpening:
    'Thank you for your gifts to {ministry} in {year}. Your statement is attached as a PDF; in short:',
  statementFund: '{fund}: {total} ({count, plural, one {# gift} other {# gifts}})',
  statementTotal: 'Total given in {year}: {total}',
  greetingNamed: 'Dear {name},',
  greetingFriend: 'Dear friend,',
  signature: 'With gratitude,\n{ministry}',
  receiptReason:
    'You are receiving this e-mail because a gift was made with this address on our website.',
  statementReason:
    'You are receiving this e-mail because gifts were made with this address to our ministry.',
} as const;
