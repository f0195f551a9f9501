import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@contracts/languages';
import { cn } from '@/lib/utils';

/**
 * Spanish or English, each written in its own language (and marked so for screen readers); the current one pressed.
 */
export function LanguageSwitch({
  value,
  onChange,
  disabled,
  className,
}: {
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Language`} className={cn('inline-flex rounded-md border p-0.5', className)}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={value === language}
          disabled={disabled}
          onClick={() => value !== language && onChange(language)}
          className={cn(
            'rounded px-3 py-1 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
            value === language ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}
