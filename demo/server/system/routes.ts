// System calls: status and permission (SYS-8..16, API-23/24), white-label flags (API-25),
// register field rules (API-21), country codes (API-63) and the captcha image (API-14).
import { CAPTCHA_UUID, issueCaptcha } from '../verification/captcha'
import { badRequest, ok, tooManyRequests } from '../platform/envelope'
import { defaultSettings, withOrigin } from '../platform/settings'
import { MINUTE_MS } from '../platform/time'
import { languageOrder, pickText, requestLanguage } from '../platform/languages'
import type { Route } from '../platform/context'
import type { Settings } from '../platform/settings'

const CAPTCHA_LIMIT = 30
const CAPTCHA_WINDOW_MS = MINUTE_MS

/** Dial codes offered by the country-code picker; mobileLength is the usual national length. */
export const COUNTRY_CODES = [
  { code: 'PK', dialCode: '92', name: 'Pakistan', mobileLength: 10 },
  { code: 'IN', dialCode: '91', name: 'India', mobileLength: 10 },
  { code: 'BD', dialCode: '880', name: 'Bangladesh', mobileLength: 10 },
  { code: 'AE', dialCode: '971', name: 'United Arab Emirates', mobileLength: 9 },
  { code: 'SA', dialCode: '966', name: 'Saudi Arabia', mobileLength: 9 },
  { code: 'GB', dialCode: '44', name: 'United Kingdom', mobileLength: 10 },
  { code: 'US', dialCode: '1', name: 'United States', mobileLength: 10 },
  { code: 'MY', dialCode: '60', name: 'Malaysia', mobileLength: 9 },
  { code: 'NP', dialCode: '977', name: 'Nepal', mobileLength: 10 },
  { code: 'LK', dialCode: '94', name: 'Sri Lanka', mobileLength: 9 },
]

/**
 * The brand config with its logo addresses made absolute (HDR-1) and its licence line in the
 * caller's language (I18N, C-14).
 */
function brandWithOrigin(brand: Settings['brand'], origin: string, order: string[]) {
  if (!brand) return brand
  const licence = pickText(brand.licence, order)
  const logo =
    brand.logo &&
    Object.fromEntries(
      Object.entries(brand.logo).map(([theme, url]) => [theme, withOrigin(String(url), origin)]),
    )
  // C-14: the licence register's page may be this server's own (/demo/licence).
  const licenceUrl = brand.licenceUrl && withOrigin(brand.licenceUrl, origin)
  return { ...brand, licence, ...(logo ? { logo } : {}), ...(licenceUrl ? { licenceUrl } : {}) }
}

function statusInfo(settings: Settings, origin: string, order: string[]) {
  return {
    customerService: settings.customerService,
    domainRoute: settings.domainRoute.map((route) => ({
      ...route,
      domainName: withOrigin(route.domainName, origin),
    })),
    resources: settings.resources,
    whitelabel: settings.whitelabel,
    // LOGIN-15, API-70: whether login, registration and SMS sends need the slider's token.
    humanCheck: settings.humanCheck,
    register: settings.register,
    mainDomain: withOrigin(settings.mainDomain, origin),
    analytics: settings.analytics,
    brand: brandWithOrigin(settings.brand, origin, order),
    imageCDNs: (settings.imageCDNs ?? defaultSettings().imageCDNs).map((url) => withOrigin(url, origin)),
    launchGameCDNs: (settings.launchGameCDNs ?? defaultSettings().launchGameCDNs).map((url) =>
      withOrigin(url, origin),
    ),
  }
}

export const systemRoutes: Route[] = [
  {
    method: 'GET',
    path: '/wps/system/status',
    handler: ({ settings, origin, ip, req }) => {
      // I18N: the status pages' texts in the caller's language, else the brand's default, else any.
      const order = languageOrder(requestLanguage(req), settings.brand)
      return ok({
        maintenance: settings.maintenance,
        regionRestriction: settings.regionRestriction,
        maintenanceEnd: settings.maintenanceEnd,
        maintenanceTitle: pickText(settings.maintenanceTitle, order),
        maintenanceInfo: pickText(settings.maintenanceInfo, order),
        regionInfo: pickText(settings.regionInfo, order),
        info: statusInfo(settings, origin, order),
        // The demo has no geolocation database: the country is unknown (null).
        location: { ip, country: null },
      })
    },
  },
  {
    method: 'GET',
    path: '/wps/system/whitelabel',
    handler: ({ settings }) => ok(settings.whitelabel),
  },
  {
    method: 'GET',
    path: '/wps/system/setting/register',
    handler: ({ settings }) => ok({ regExp: settings.register.regExp }),
  },
  {
    method: 'GET',
    path: '/wps/system/countryCodes',
    handler: () => ok(COUNTRY_CODES),
  },
  {
    method: 'GET',
    path: '/wps/captcha',
    handler: ({ query, db, limits, ip }) => {
      const uuid = query.get('uuid') ?? ''
      if (!CAPTCHA_UUID.test(uuid)) return badRequest('uuid must be 8 to 64 letters, digits or dashes')
      // C-9: the client's 1-per-second throttle is UX only; this is the real limit.
      const wait = limits.take(`captcha:${ip}`, CAPTCHA_LIMIT, CAPTCHA_WINDOW_MS)
      if (wait) return tooManyRequests(wait)
      return ok(issueCaptcha(db, uuid))
    },
  },
]
