/** English wording of `<speed-tester>` (source of truth for ur.ts). */
export const en = {
  speed_title: 'Server speed test',
  speed_intro: 'Round-trip time from your device to each of our domains. Lower is better.',
  speed_list: 'Domains, fastest first',
  speed_retest: 'Test again',
  speed_testing: 'Testing…',
  speed_untested: 'Not tested',
  speed_fast: 'Fast',
  speed_normal: 'Normal',
  speed_slow: 'Slow',
  speed_unreachable: 'Unreachable',
  speed_ms: '{0} ms',
  speed_done: 'Test finished: {0} of {1} domains reachable.',
}

declare module '../../core/i18n/index' {
  interface Messages extends Record<keyof typeof en, string> {}
}
