import { readFileSync } from 'node:fs';
import { StreamableFile } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import type { Language } from '../../common/i18n/languages';
import type { GiftMethod } from './entities/gift.entity';
import { GivingStatementMessages as M } from './giving-statement.messages';
import { formatMoney } from './money';

/** One line of a year-end statement: a gift, net of what was refunded of it. */
export interface StatementGift {
  id: number;
  givenAt: Date;
  fundName: string;
  method: GiftMethod;
  amount: number;
  refundedAmount: number;
  currency: string;
}

export interface StatementFundTotal {
  fundName: string;
  currency: string;
  gifts: number;
  /** What was given, less what was refunded, in minor units. */
  total: number;
}

/** Everything a donor's statement of one year says: the PDF and the e-mail are made from this. */
export interface Statement {
  ministryName: string;
  year: number;
  donorName: string;
  donorEmail: string;
  gifts: StatementGift[];
  funds: StatementFundTotal[];
  /** The total of each currency given in (one, unless the ministry changed its currency). */
  totals: { currency: string; total: number }[];
  /** The ministry's statement text (tax wording, charity number, signer). */
  text: string;
  issuedOn: Date;
  timeZone: string;
  /** The language it is written in (the donor's), the `Intl` locale of it and its texts. */
  wording: StatementWording;
}

/** A statement's language: `t` formats one of `GivingStatementMessages` (or a mail text) in it. */
export interface StatementWording {
  language: Language;
  locale: string;
  t: (msgid: string, values?: Record<string, string>) => string;
}

const METHOD_WORDS: Record<GiftMethod, string> = {
  card: M.card,
  cash: M.cash,
  cheque: M.cheque,
  bank_transfer: M.bankTransfer,
};

/** The lines of a statement's gifts added up per fund (and currency) and per currency. */
export function statementTotals(gifts: StatementGift[]): {
  funds: StatementFundTotal[];
  totals: { currency: string; total: number }[];
} {
  const funds = new Map<string, StatementFundTotal>();
  const totals = new Map<string, number>();
  for (const gift of gifts) {
    const net = gift.amount - gift.refundedAmount;
    const key = `${gift.currency}\u0000${gift.fundName}`;
    const fund = funds.get(key) ?? {
      fundName: gift.fundName,
      currency: gift.currency,
      gifts: 0,
      total: 0,
    };
    fund.gifts += 1;
    fund.total += net;
    funds.set(key, fund);
    totals.set(gift.currency, (totals.get(gift.currency) ?? 0) + net);
  }
  return {
    funds: [...funds.values()].sort(
      (a, b) => a.currency.localeCompare(b.currency) || a.fundName.localeCompare(b.fundName),
    ),
    totals: [...totals].map(([currency, total]) => ({ currency, total })),
  };
}

export function statementFileName(year: number): string {
  return `giving-statement-${year}.pdf`;
}

/** A statement's PDF as an answer: downloaded (`attachment`) or shown by the browser (`inline`). */
export async function statementFile(
  statement: Statement,
  disposition: 'attachment' | 'inline',
): Promise<StreamableFile> {
  const pdf = await statementPdf(statement);
  return new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `${disposition}; filename="${statementFileName(statement.year)}"`,
    length: pdf.length,
  });
}

/**
 * The statement's typefaces: DejaVu Sans (the `dejavu-fonts-ttf` package), embedded as a subset of
 * the letters used, so a donor's or fund's name in Polish, Vietnamese, Greek, Cyrillic or Hebrew
 * shows as written (pdfkit's standard Helvetica has Latin-1 alone). Read once, on first use.
 */
let typefaces: { regular: Buffer; bold: Buffer } | undefined;
function statementTypefaces(): { regular: Buffer; bold: Buffer } {
  typefaces ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return typefaces;
}
const REGULAR = 'Statement';
const BOLD = 'Statement-Bold';

/**
 * The statement as a PDF (pdfkit, in DejaVu Sans: see `statementTypefaces`). A4-friendly margins on
 * US Letter; the gifts' table runs onto further pages as needed. Right-to-left text (Hebrew, Arabic)
 * shows its letters but in the order typed, as pdfkit lays out no bidirectional text.
 */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const { t, locale } = statement.wording;
  const year = String(statement.year);
  const ministry = statement.ministryName;
  const dateIn = (date: Date, style: 'long' | 'medium') =>
    new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: statement.timeZone }).format(
      date,
    );
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    lang: statement.wording.language,
    info: {
      Title: t(M.documentTitle, { ministry, year }),
      Author: ministry,
      Subject: t(M.documentSubject, {
        year,
        donor: statement.donorName || statement.donorEmail,
      }),
    },
  });
  const faces = statementTypefaces();
  doc.registerFont(REGULAR, faces.regular);
  doc.registerFont(BOLD, faces.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);

  doc.font(BOLD).fontSize(18).text(statement.ministryName);
  doc.moveDown(0.2);
  doc.font(REGULAR).fontSize(13).text(t(M.title, { year }));
  doc.moveDown(0.8);
  doc.fontSize(10);
  if (statement.donorName) doc.text(statement.donorName);
  doc.text(statement.donorEmail);
  doc.moveDown(0.4);
  doc
    .fillColor('#555555')
    .text(t(M.period, { year, date: dateIn(statement.issuedOn, 'long') }))
    .fillColor('#000000');
  doc.moveDown(1);

  // Columns: date, fund, method, amount (right-aligned).
  const cols = [
    { x: left, w: 90 },
    { x: left + 95, w: width - 95 - 85 - 160 },
    { x: left + width - 240, w: 80 },
    { x: left + width - 155, w: 155 },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    doc.font(bold ? BOLD : REGULAR);
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, cols[i].x, y, { width: cols[i].w, align: i === 3 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = left;
    doc.y = bottom + 3;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#999999')
      .lineWidth(0.5)
      .stroke();
    doc.y += 4;
  };

  doc.font(BOLD).fontSize(12).text(t(M.gifts), left, doc.y);
  doc.moveDown(0.4).fontSize(10);
  row([t(M.date), t(M.fund), t(M.method), t(M.amount)], true);
  rule();
  for (const gift of statement.gifts) {
    const net = gift.amount - gift.refundedAmount;
    const amount =
      gift.refundedAmount > 0
        ? t(M.refunded, {
            net: money(net, gift.currency),
            refunded: money(gift.refundedAmount, gift.currency),
          })
        : money(net, gift.currency);
    row([
      dateIn(gift.givenAt, 'medium'),
      gift.fundName,
      gift.method in METHOD_WORDS ? t(METHOD_WORDS[gift.method]) : gift.method,
      amount,
    ]);
  }
  rule();
  doc.moveDown(0.8);

  doc.font(BOLD).fontSize(12).text(t(M.totalsByFund), left, doc.y);
  doc.moveDown(0.4).fontSize(10);
  for (const fund of statement.funds) {
    row([
      '',
      t(M.fundGifts, { fund: fund.fundName, count: String(fund.gifts) }),
      '',
      money(fund.total, fund.currency),
    ]);
  }
  rule();
  for (const total of statement.totals) {
    row(['', t(M.totalGiven, { year }), '', money(total.total, total.currency)], true);
  }

  if (statement.text.trim()) {
    doc.moveDown(1.2);
    doc.font(REGULAR).fontSize(10).text(statement.text.trim(), left, doc.y, { width });
  }
  doc.end();
  return done;
}
