// Amounts in words in Hindi and Marathi, Indian system (सौ/शे, हज़ार/हजार, लाख, करोड़/कोटी),
// for bills printed in a company's document language; English stays amountInWords in
// format.ts. Both languages have their own word for every number 1-99 (no "tens + ones"
// rule), so the tables below are written out in full.
import { amountInWords } from './format.ts';
import type { Language } from './i18n/languages.ts';
import { MoneyError } from './money.ts';

/** Hindi words for 0-99 (index = the number; 0 is empty). */
export const HINDI_NUMBERS: readonly string[] = [
  '',
  'एक',
  'दो',
  'तीन',
  'चार',
  'पाँच',
  'छह',
  'सात',
  'आठ',
  'नौ',
  'दस',
  'ग्यारह',
  'बारह',
  'तेरह',
  'चौदह',
  'पंद्रह',
  'सोलह',
  'सत्रह',
  'अठारह',
  'उन्नीस',
  'बीस',
  'इक्कीस',
  'बाईस',
  'तेईस',
  'चौबीस',
  'पच्चीस',
  'छब्बीस',
  'सत्ताईस',
  'अट्ठाईस',
  'उनतीस',
  'तीस',
  'इकतीस',
  'बत्तीस',
  'तैंतीस',
  'चौंतीस',
  'पैंतीस',
  'छत्तीस',
  'सैंतीस',
  'अड़तीस',
  'उनतालीस',
  'चालीस',
  'इकतालीस',
  'बयालीस',
  'तैंतालीस',
  'चवालीस',
  'पैंतालीस',
  'छियालीस',
  'सैंतालीस',
  'अड़तालीस',
  'उनचास',
  'पचास',
  'इक्यावन',
  'बावन',
  'तिरपन',
  'चौवन',
  'पचपन',
  'छप्पन',
  'सत्तावन',
  'अट्ठावन',
  'उनसठ',
  'साठ',
  'इकसठ',
  'बासठ',
  'तिरसठ',
  'चौंसठ',
  'पैंसठ',
  'छियासठ',
  'सड़सठ',
  'अड़सठ',
  'उनहत्तर',
  'सत्तर',
  'इकहत्तर',
  'बहत्तर',
  'तिहत्तर',
  'चौहत्तर',
  'पचहत्तर',
  'छिहत्तर',
  'सतहत्तर',
  'अठहत्तर',
  'उन्यासी',
  'अस्सी',
  'इक्यासी',
  'बयासी',
  'तिरासी',
  'चौरासी',
  'पचासी',
  'छियासी',
  'सत्तासी',
  'अट्ठासी',
  'नवासी',
  'नब्बे',
  'इक्यानबे',
  'बानबे',
  'तिरानबे',
  'चौरानबे',
  'पंचानबे',
  'छियानबे',
  'सत्तानबे',
  'अट्ठानबे',
  'निन्यानबे',
];

/** Marathi words for 0-99 (index = the number; 0 is empty). */
export const MARATHI_NUMBERS: readonly string[] = [
  '',
  'एक',
  'दोन',
  'तीन',
  'चार',
  'पाच',
  'सहा',
  'सात',
  'आठ',
  'नऊ',
  'दहा',
  'अकरा',
  'बारा',
  'तेरा',
  'चौदा',
  'पंधरा',
  'सोळा',
  'सतरा',
  'अठरा',
  'एकोणीस',
  'वीस',
  'एकवीस',
  'बावीस',
  'तेवीस',
  'चोवीस',
  'पंचवीस',
  'सव्वीस',
  'सत्तावीस',
  'अठ्ठावीस',
  'एकोणतीस',
  'तीस',
  'एकतीस',
  'बत्तीस',
  'तेहेतीस',
  'चौतीस',
  'पस्तीस',
  'छत्तीस',
  'सदतीस',
  'अडतीस',
  'एकोणचाळीस',
  'चाळीस',
  'एक्केचाळीस',
  'बेचाळीस',
  'त्रेचाळीस',
  'चव्वेचाळीस',
  'पंचेचाळीस',
  'सेहेचाळीस',
  'सत्तेचाळीस',
  'अठ्ठेचाळीस',
  'एकोणपन्नास',
  'पन्नास',
  'एक्कावन्न',
  'बावन्न',
  'त्रेपन्न',
  'चोपन्न',
  'पंचावन्न',
  'छप्पन्न',
  'सत्तावन्न',
  'अठ्ठावन्न',
  'एकोणसाठ',
  'साठ',
  'एकसष्ट',
  'बासष्ट',
  'त्रेसष्ट',
  'चौसष्ट',
  'पासष्ट',
  'सहासष्ट',
  'सदुसष्ट',
  'अडुसष्ट',
  'एकोणसत्तर',
  'सत्तर',
  'एकाहत्तर',
  'बाहत्तर',
  'त्र्याहत्तर',
  'चौऱ्याहत्तर',
  'पंच्याहत्तर',
  'शहात्तर',
  'सत्याहत्तर',
  'अठ्ठ्याहत्तर',
  'एकोणऐंशी',
  'ऐंशी',
  'एक्क्याऐंशी',
  'ब्याऐंशी',
  'त्र्याऐंशी',
  'चौऱ्याऐंशी',
  'पंच्याऐंशी',
  'शहाऐंशी',
  'सत्त्याऐंशी',
  'अठ्ठ्याऐंशी',
  'एकोणनव्वद',
  'नव्वद',
  'एक्क्याण्णव',
  'ब्याण्णव',
  'त्र्याण्णव',
  'चौऱ्याण्णव',
  'पंच्याण्णव',
  'शहाण्णव',
  'सत्त्याण्णव',
  'अठ्ठ्याण्णव',
  'नव्व्याण्णव',
];

interface Words {
  numbers: readonly string[];
  hundreds(count: number, rest: number): string;
  thousand: string;
  lakh: string;
  crore: string;
  zero: string;
  rupees: string;
  and: string;
  paisa: string;
  paise: string;
  only: string;
  minus: string;
}

const HINDI: Words = {
  numbers: HINDI_NUMBERS,
  hundreds: (count) => `${HINDI_NUMBERS[count]} सौ`,
  thousand: 'हज़ार',
  lakh: 'लाख',
  crore: 'करोड़',
  zero: 'शून्य',
  rupees: 'रुपये',
  and: 'और',
  paisa: 'पैसा',
  paise: 'पैसे',
  only: 'मात्र',
  minus: 'ऋण',
};

const MARATHI: Words = {
  numbers: MARATHI_NUMBERS,
  // 100 alone is शंभर; 1xx is एकशे …; 200-900 are one word: दोनशे, तीनशे, … नऊशे.
  hundreds: (count, rest) => (count === 1 && rest === 0 ? 'शंभर' : `${MARATHI_NUMBERS[count]}शे`),
  thousand: 'हजार',
  lakh: 'लाख',
  crore: 'कोटी',
  zero: 'शून्य',
  rupees: 'रुपये',
  and: 'आणि',
  paisa: 'पैसा',
  paise: 'पैसे',
  only: 'फक्त',
  minus: 'उणे',
};

function indianWords(n: bigint, w: Words): string {
  const words: string[] = [];
  const crore = n / 10_000_000n;
  if (crore > 0n) words.push(`${indianWords(crore, w)} ${w.crore}`);
  let rest = Number(n % 10_000_000n);
  const lakh = Math.floor(rest / 100_000);
  if (lakh > 0) words.push(`${w.numbers[lakh]} ${w.lakh}`);
  rest %= 100_000;
  const thousand = Math.floor(rest / 1_000);
  if (thousand > 0) words.push(`${w.numbers[thousand]} ${w.thousand}`);
  rest %= 1_000;
  const hundred = Math.floor(rest / 100);
  rest %= 100;
  if (hundred > 0) words.push(w.hundreds(hundred, rest));
  if (rest > 0) words.push(w.numbers[rest]!);
  return words.join(' ');
}

/** A positive whole number in Hindi or Marathi words: 45 → "पैंतालीस" / "पंचेचाळीस". */
export function numberInWords(n: number | bigint, language: 'hi' | 'mr'): string {
  const value = BigInt(n);
  const w = language === 'hi' ? HINDI : MARATHI;
  return value === 0n ? w.zero : indianWords(value, w);
}

/**
 * Amount in words in a document language: English as amountInWords; Hindi
 * "रुपये एक लाख अठारह हज़ार मात्र", "रुपये इक्कीस और एक पैसा मात्र"; Marathi
 * "रुपये एक लाख अठरा हजार फक्त", "रुपये शून्य आणि पन्नास पैसे फक्त".
 */
export function amountInWordsIn(paise: number, language: Language): string {
  if (language === 'en') return amountInWords(paise);
  if (!Number.isSafeInteger(paise)) {
    throw new MoneyError(`Paise must be a whole number within the safe range, got ${paise}.`);
  }
  const w = language === 'hi' ? HINDI : MARATHI;
  const abs = BigInt(Math.abs(paise));
  const rupees = abs / 100n;
  const p = Number(abs % 100n);
  const rupeeWords = rupees === 0n ? w.zero : indianWords(rupees, w);
  const paiseWords = p === 0 ? '' : ` ${w.and} ${w.numbers[p]} ${p === 1 ? w.paisa : w.paise}`;
  return `${paise < 0 ? `${w.minus} ` : ''}${w.rupees} ${rupeeWords}${paiseWords} ${w.only}`;
}

const DEVANAGARI_ZERO = 0x0966;

/** Latin digits 0-9 as Devanagari ०-९ ("₹1,250.00" → "₹१,२५०.००"); nothing else changes. */
export function devanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + Number(d)));
}
