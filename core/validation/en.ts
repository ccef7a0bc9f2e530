/**
 * English messages of the patternId table (spec §5, VAL-3/VAL-4): `(min)`/`(max)` are substituted
 * from the server's field rule; `_exact` is used when min = max ('Please enter 10 digits', not
 * '10 - 10'); the two date patterns state no length, their format fixes it. They travel with
 * core/validation (the forms that check server patterns), not in the shared runtime; Urdu is
 * loaded with Urdu. Source of truth for ./ur.ts; registered by ./patterns.ts.
 */
export const en = {
  pattern_0: 'Please enter (min) - (max) characters',
  pattern_0_exact: 'Please enter (min) characters',
  pattern_1: 'Please enter (min) - (max) letters or digits, starting with a letter',
  pattern_1_exact: 'Please enter (min) letters or digits, starting with a letter',
  pattern_2: 'Please enter (min) - (max) Chinese characters or digits',
  pattern_2_exact: 'Please enter (min) Chinese characters or digits',
  pattern_3: 'Please enter a valid e-mail address of (min) - (max) characters',
  pattern_3_exact: 'Please enter a valid e-mail address of (min) characters',
  pattern_4: 'Please enter (min) - (max) letters or digits, without special characters',
  pattern_4_exact: 'Please enter (min) letters or digits, without special characters',
  pattern_5: 'Please enter (min) - (max) characters combining letters and digits',
  pattern_5_exact: 'Please enter (min) characters combining letters and digits',
  pattern_6: 'Please enter (min) - (max) digits',
  pattern_6_exact: 'Please enter (min) digits',
  pattern_7: 'Please enter (min) - (max) letters or digits, with at least one uppercase letter',
  pattern_7_exact: 'Please enter (min) letters or digits, with at least one uppercase letter',
  pattern_8: 'Please enter (min) - (max) characters: English letters and spaces only',
  pattern_8_exact: 'Please enter (min) characters: English letters and spaces only',
  pattern_9: 'Please enter (min) - (max) characters without spaces',
  pattern_9_exact: 'Please enter (min) characters without spaces',
  pattern_10: 'Please enter (min) - (max) Chinese characters or symbols',
  pattern_10_exact: 'Please enter (min) Chinese characters or symbols',
  pattern_11: 'Please enter a date as yyyy-MM-dd',
  pattern_12: 'Please enter (min) - (max) characters: letters and spaces only',
  pattern_12_exact: 'Please enter (min) characters: letters and spaces only',
  pattern_13: 'Please enter a date as MM-dd-yyyy',
  pattern_14: 'Please enter (min) - (max) letters or digits',
  pattern_14_exact: 'Please enter (min) letters or digits',
  pattern_15: 'Please enter (min) - (max) Korean characters',
  pattern_15_exact: 'Please enter (min) Korean characters',
  pattern_16: 'Please enter (min) - (max) Thai characters',
  pattern_16_exact: 'Please enter (min) Thai characters',
  pattern_17: 'Please enter (min) - (max) characters: Thai or English letters and spaces',
  pattern_17_exact: 'Please enter (min) characters: Thai or English letters and spaces',
  pattern_18:
    'Please enter (min) - (max) characters: uppercase letters and spaces, with at least one English letter',
  pattern_18_exact:
    'Please enter (min) characters: uppercase letters and spaces, with at least one English letter',
  pattern_19: 'Please enter (min) - (max) letters, digits or symbols, without spaces',
  pattern_19_exact: 'Please enter (min) letters, digits or symbols, without spaces',
  pattern_20:
    'Please enter (min) - (max) characters with at least one uppercase letter, one lowercase letter, one digit and one symbol',
  pattern_20_exact:
    'Please enter (min) characters with at least one uppercase letter, one lowercase letter, one digit and one symbol',
}

export type PatternMessageKey = keyof typeof en

declare module '../i18n/index' {
  interface Messages extends Record<PatternMessageKey, string> {}
}
