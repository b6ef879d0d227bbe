import { useT } from '../../i18n/i18n-context';

/** Our own drawing for the 404 page: a folded map with a dashed route that ends in a question mark. */
export function LostMapIllustration({ className = '' }: { className?: string }) {
  const { t } = useT();
  return (
    <svg viewBox="0 0 320 220" role="img" aria-labelledby="lost-map-title" className={className}>
      <title id="lost-map-title">{t('A folded map with a route that leads nowhere')}</title>
      <path d="M20 40l90-24 100 24 90-24v164l-90 24-100-24-90 24z" fill="#e3e9e8" />
      <path d="M110 16v164M210 40v164" stroke="#c5d1d0" strokeWidth="3" />
      <path
        d="M20 40l90-24 100 24 90-24v164l-90 24-100-24-90 24z"
        fill="none"
        stroke="#0f4c5c"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M50 160c30-10 40-60 80-60s40 50 80 40 40-60 60-70"
        fill="none"
        stroke="#b4490b"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      <circle cx="50" cy="160" r="8" fill="#0f4c5c" />
      <circle cx="270" cy="70" r="26" fill="#f6c453" stroke="#0f4c5c" strokeWidth="4" />
      <text
        x="270"
        y="81"
        textAnchor="middle"
        fontSize="32"
        fontWeight="700"
        fill="#0f4c5c"
        fontFamily="system-ui, sans-serif"
      >
        ?
      </text>
    </svg>
  );
}
