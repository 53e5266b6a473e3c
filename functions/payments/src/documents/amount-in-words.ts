/**
 * An amount in words, as Malaysian receipts and cheques write it beside the figure so a figure
 * cannot be altered unnoticed: 'Ringgit Malaysia One Thousand Two Hundred Thirty-Four and Sen
 * Fifty-Six Only', 'Ringgit Malaysia Seribu Dua Ratus Tiga Puluh Empat dan Sen Lima Puluh Enam
 * Sahaja'.
 */

const onesEn = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tensEn = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const scalesEn = ['', 'Thousand', 'Million', 'Billion'];

function hundredsEn(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const restWords =
    rest < 20 ? onesEn[rest]! : `${tensEn[Math.floor(rest / 10)]}${rest % 10 ? `-${onesEn[rest % 10]}` : ''}`;
  return [h ? `${onesEn[h]} Hundred` : '', restWords].filter(Boolean).join(' ');
}

const digitsMs = ['', 'Satu', 'Dua', 'Tiga', 'Empat', 'Lima', 'Enam', 'Tujuh', 'Lapan', 'Sembilan'];
const scalesMs = ['', 'Ribu', 'Juta', 'Bilion'];

function hundredsMs(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const t = Math.floor(rest / 10);
  const u = rest % 10;
  const restWords =
    rest < 10
      ? digitsMs[rest]!
      : rest === 10
        ? 'Sepuluh'
        : rest === 11
          ? 'Sebelas'
          : rest < 20
            ? `${digitsMs[u]} Belas`
            : `${digitsMs[t]} Puluh${u ? ` ${digitsMs[u]}` : ''}`;
  return [h === 1 ? 'Seratus' : h ? `${digitsMs[h]} Ratus` : '', restWords].filter(Boolean).join(' ');
}

/** A whole number below a trillion in words, groups of three digits from the largest. */
function wholeInWords(n: number, lang: 'en' | 'ms'): string {
  if (n === 0) return lang === 'en' ? 'Zero' : 'Kosong';
  const words: string[] = [];
  for (let scale = scalesEn.length - 1; scale >= 0; scale--) {
    const group = Math.floor(n / 1000 ** scale) % 1000;
    if (!group) continue;
    if (lang === 'en') {
      words.push([hundredsEn(group), scalesEn[scale]].filter(Boolean).join(' '));
    } else if (scale === 1 && group === 1) {
      // Malay joins "one" to "thousand" ('seribu'), unlike million ('satu juta').
      words.push('Seribu');
    } else {
      words.push([hundredsMs(group), scalesMs[scale]].filter(Boolean).join(' '));
    }
  }
  return words.join(' ');
}

/** `sen` (zero or more, below RM 1 trillion) in words, in English or Malay. */
export function amountInWords(sen: number, lang: 'en' | 'ms'): string {
  if (!Number.isSafeInteger(sen) || sen < 0 || sen >= 100 * 1000 ** 4) {
    throw new RangeError(`Not an amount to write in words: ${sen}`);
  }
  const ringgit = Math.floor(sen / 100);
  const cents = sen % 100;
  const and = lang === 'en' ? 'and' : 'dan';
  const only = lang === 'en' ? 'Only' : 'Sahaja';
  const parts: string[] = [];
  if (ringgit > 0 || cents === 0) parts.push(`Ringgit Malaysia ${wholeInWords(ringgit, lang)}`);
  if (cents > 0) parts.push(`Sen ${wholeInWords(cents, lang)}`);
  return `${parts.join(` ${and} `)} ${only}`;
}
