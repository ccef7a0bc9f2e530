import { useStore } from '@nanostores/react'
import { $config } from '../../../core/config'
import { iconUrl } from '../../../core/games/vendor-codes'
import { $flags, $system } from '../../../core/stores/system'
import { $session } from '../../../core/stores/session'
import { $theme } from '../../../core/stores/theme'
import { useImageBase } from '../../kit/use-image-base'
import { useT } from '../../kit/use-t'
import { FOOTER_VENDORS, footerLinks } from '../routing/nav'
import { useResource } from './right-bar'
import { toHref } from '../routing/router'
import { NavList } from './side-menu'
import { $consentAsked } from './analytics-consent'
import { ServiceButton } from './status-pages'
import { DEFAULT_COPYRIGHT_YEAR, DEFAULT_MIN_AGE } from '../../../core/constants'
import { safeHref } from '../shared/safe-link'
import { ltr } from '../../../core/format'

/**
 * FTR-4: the copyright line's years — from the brand's first year (its configuration, else the
 * spec's 2025) to the clock's year, so the line is never out of date: "2025–2026"; one year while
 * they are the same (or the clock is behind the brand's year). Kept left to right in Urdu.
 */
export function copyrightYears(firstYear: number | undefined, now: Date): string {
  const first = firstYear ?? DEFAULT_COPYRIGHT_YEAR
  const year = now.getFullYear()
  return ltr(first < year ? `${first}–${year}` : String(first))
}

/**
 * The footer of spec §2 (FTR-1..6): links by flag, all promotions, official channel, verify
 * representative, mirror list, vendor logos, the 18+ confirmation with the terms link, the licence
 * text from brand config (shown only when configured, C-14) with its regulator's validation link, the
 * responsible-gaming page and the brand's help line beside the 18+ line (C-17), the copyright years.
 */
export function Footer({ inert }: { inert?: boolean }) {
  const t = useT()
  const flags = useStore($flags).whitelabel
  const isAgent = useStore($session).isAgent
  const info = useStore($system).answer?.info
  const brand = info?.brand
  const analytics = Boolean(info?.analytics?.gtagId)
  const merchant = useStore($config).merchant
  const channel = useResource('TELEGRAM', 'FACEBOOK', 'TELEGRAM1', 'TELEGRAM2')
  const minAge = brand?.minAge ?? DEFAULT_MIN_AGE
  const theme = useStore($theme)
  const imageBase = useImageBase()
  // Server-given links pass safeUrl (DESIGN Decisions); an unsafe or missing one shows nothing.
  const licenceHref = safeHref(brand?.licenceUrl)
  const helpLineHref = safeHref(brand?.helpLineUrl)
  return (
    <footer className="site-footer" part="footer" inert={inert}>
      <nav aria-label={t('site_footer_links')}>
        <NavList items={footerLinks(flags, isAgent)} part="footer-links" />
        <ul part="footer-more">
          <li>
            <a href={toHref('/promotions')}>{t('site_all_promotions')}</a>
          </li>
          {channel && (
            <li>
              <a href={channel.url} target="_blank" rel="noopener noreferrer" part="official-channel">
                {t('site_official_channel')}
              </a>
            </li>
          )}
          <li>
            <a href={toHref('/mirror#verify')}>{t('site_verify_rep')}</a>
          </li>
          <li>
            <a href={toHref('/mirror')}>{t('site_mirror_list')}</a>
          </li>
          <li>
            <ServiceButton className="site-footer-service" />
          </li>
          {/* SYS-9: the analytics choice can be changed at any time. */}
          {analytics && (
            <li>
              <button
                type="button"
                className="lk-button lk-button--link"
                part="privacy-choices"
                onClick={() => $consentAsked.set(true)}
              >
                {t('site_privacy_choices')}
              </button>
            </li>
          )}
        </ul>
      </nav>
      <ul className="site-vendors" part="vendor-logos" aria-label={t('site_vendors')}>
        {FOOTER_VENDORS.map((code) => (
          <li key={code} className="site-vendor">
            {/* LOBBY-26: the list icon, white on the dark theme, in colour on the light one. */}
            {imageBase ? (
              <img
                src={iconUrl(imageBase, 'vendor', code, theme === 'dark' ? 'list-white' : 'list-color')!}
                alt={code}
                width={80}
                height={32}
                part="vendor-logo"
              />
            ) : (
              code
            )}
          </li>
        ))}
      </ul>
      <p part="age">
        <span className="site-age" aria-hidden="true">
          {minAge}+
        </span>{' '}
        {t('site_age', [minAge])}{' '}
        <a href={toHref('/help#term')} part="terms">
          {t('site_terms')}
        </a>{' '}
        ·{' '}
        <a href={toHref('/responsible-gaming')} part="responsible-gaming-link">
          {t('site_responsible_gaming')}
        </a>
        {helpLineHref && (
          <>
            {' '}
            ·{' '}
            <a href={helpLineHref} target="_blank" rel="noopener noreferrer" part="help-line">
              {t('site_help_line')}
            </a>
          </>
        )}
      </p>
      {brand?.licence && (
        <p part="licence">
          {brand.licence}
          {licenceHref && (
            <>
              {' '}
              <a href={licenceHref} target="_blank" rel="noopener noreferrer" part="licence-check">
                {t('site_licence_check')}
              </a>
            </>
          )}
        </p>
      )}
      <p part="copyright">
        {t('site_copyright', [copyrightYears(brand?.copyrightYear, new Date()), merchant])}
      </p>
    </footer>
  )
}
