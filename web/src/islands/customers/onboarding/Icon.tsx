import { ICONS, type ShellIconName } from '../../../lib/icons';

/** The site's icons (lib/icons.ts) in an island: decorative, hidden from assistive technology. */
export default function Icon({
  name,
  size = 20,
  className,
}: {
  name: ShellIconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      // The markup is the site's own constant icon set, not data.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: static SVG bodies from lib/icons.ts
      dangerouslySetInnerHTML={{ __html: ICONS[name] }}
    />
  );
}
