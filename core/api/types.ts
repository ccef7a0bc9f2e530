import type { FieldRule } from '../validation/rules'

/** White-label and module flags, keyed by code (spec §1, §3 Basic module flags). */
export type Whitelabel = Partial<Record<WhitelabelCode, boolean>>
export type WhitelabelCode =
  | 'MOBILENUMREG3'
  | 'USERNAMEREG3'
  | 'MOBILENUMPASSREG3'
  | 'REGMOBVERF3'
  | 'FREEPLAY3'
  | 'PWDEXPFORCECHANGE3'
  | 'MOBILEVERCODELOGIN3'
  | 'CHNGPASSVERIF3'
  | 'CHNGPASSMAIL3'
  | 'MANUALREBATE'
  | 'VIP'
  | 'REFERRAL'
  | 'AGENTPOLICY'
  | 'THIRDPARTYLOGIN'
  | 'AFFMAN3'

export interface RegisterSettings {
  regExp: Record<string, FieldRule>
}

export interface BrandConfig {
  languages: string[]
  defaultLanguage: string
  minAge: number
  licence?: string
  /** C-14: the regulator's live validation page for the licence (shown only when configured). */
  licenceUrl?: string
  /** C-17: the help line for gambling problems (shown only when configured). */
  helpLineUrl?: string
  /** C-17: the reality check's interval in minutes when the member has chosen none. */
  realityCheckMinutes?: number
  copyrightYear?: number
  /**
   * LOBBY-27, C-13: the slots lobby's hint — the smallest stake as the brand writes it, with its
   * currency ("Rs 10"), and the fewest paylines. Each part shows only when configured: no fixed claim.
   */
  slotHint?: { minStake?: string; minLines?: number }
  /** CONST-7: the brand's lottery type (`Lott`); the /lottery page opens this prize mode. */
  lotteryType?: string
  /** HDR-1: the brand's name and logo (light and dark theme); the site shows its wordmark when absent. */
  name?: string
  logo?: { light: string; dark?: string }
  /** HOME-9: the game types whose home vendor list shows at most 5 vendors (no load more; the lobby has them all). */
  homeVendorCapTypes?: string[]
}

export interface CustomerServiceEntry {
  path: string
  csType: string
  title: string
}

export interface ResourceEntry {
  resourceType: string
  labelNameEn: string
  url: string
}

/** `/wps/system/status` value (api.md). */
export interface SystemStatusAnswer {
  maintenance: boolean
  regionRestriction: boolean
  maintenanceEnd: number | null
  maintenanceTitle?: string
  maintenanceInfo?: string
  regionInfo?: string
  info: {
    customerService: CustomerServiceEntry[]
    domainRoute: { domainName: string }[]
    resources: ResourceEntry[]
    whitelabel: Whitelabel
    register: RegisterSettings
    mainDomain?: string
    analytics?: { gtagId?: string }
    brand?: BrandConfig
    /** Spec §3 CDN config: image CDN bases; one is picked at random (§9). */
    imageCDNs?: string[]
    /** STORE-4: where launched games are served from; one is picked at random per launch (§9). */
    launchGameCDNs?: string[]
    /** LOGIN-15, API-70: login, registration and SMS sends carry a slider token. */
    humanCheck?: boolean
  }
  location: { ip: string; country?: string }
}

export interface CountryCode {
  code: string
  dialCode: string
  name: string
  mobileLength?: number
}

/** Member info (spec §3). */
export interface MemberInfo {
  id: string
  account: string
  nickname?: string
  type: number
  countryCode?: string
  currencySymbol?: string
  balance: number
  unreadMessage?: number
  availablePromoCount?: number
  hasVip?: boolean
  vipLabelName?: string
  vipRankLevel?: number
  language?: string
  referralCode?: string
  /** The referral code the member signed up with (REG-6). */
  referredBy?: string | null
  /** HDR-12: the avatar (API-13), a URL to pass through a URL check before use. */
  icon?: string | null
}

export interface LoginAnswer {
  token: string
  firstTimeLogin?: boolean
  passwordExpired?: boolean
  mustChangePassword?: boolean
  type?: number
}

export type LoginRequest =
  | {
      type: 'username'
      username: string
      password: string
      /** LOGIN-3: the picker's dial code; a username that is a phone number logs in under it */
      countryDialingCode?: string
      captcha?: string
      captchaKey?: string
      site?: 'member' | 'agent'
    }
  | {
      type: 'sms'
      mobileNum: string
      countryDialingCode: string
      verificationCode: string
      site?: 'member' | 'agent'
    }
