import type { Language } from '@maxer/domain';

/** ISO 3166-1 alpha-2 codes (and XK, Kosovo, in common use); names come from the browser's Intl data. */
const CODES = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE
  BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD
  CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM
  DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF
  GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU
  ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN
  KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME
  MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA
  NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
  PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI
  SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK
  TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
  VN VU WF WS XK YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

/** Where a Swiss moving company's customers mostly live: listed first. */
const NEAR = ['CH', 'LI', 'DE', 'AT', 'FR', 'IT'];

export const DEFAULT_COUNTRY = 'CH';

/** The country's name in the page language ("Schweiz", "Switzerland"), or the code when unknown. */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Options for a country select: the neighbours first, then every other country by name. */
export function countryOptions(language: Language): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const option = (code: string) => ({ value: code, label: `${names.of(code) ?? code} (${code})` });
  const rest = CODES.filter((code) => !NEAR.includes(code))
    .map(option)
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return [...NEAR.map(option), ...rest];
}
