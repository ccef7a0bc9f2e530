// SYS-4: the app builds the /down page offers (GET /wps/system/appDownload) and /demo/app shows.
// Each links to the brand's download page (site/brand-pages.ts); `{origin}` is this server. No
// session token in any of them (C-5).

export const APP_BUILDS = {
  ios: { url: '{origin}/demo/app#ios', version: '2.4.0', minOs: 'iOS 13' },
  android: { url: '{origin}/demo/app#android', version: '2.4.0', minOs: 'Android 8' },
}
