import type { ReactNode } from 'react';
import type { DropzoneState } from 'react-dropzone';
import { cn } from '@/lib/utils';

interface DropAreaProps {
  /** What react-dropzone's `useDropzone` answered. */
  dropzone: Pick<DropzoneState, 'getRootProps' | 'getInputProps' | 'isDragActive'>;
  /**
   * What the area does ('Seleccionar archivo'): read first, before its visible texts, which are part of its
   * accessible name too (a name that holds the visible text, for speech input: WCAG 2.5.3).
   */
  label: string;
  /** Ids of what describes the area (its visible label, an error). */
  describedBy?: string;
  disabled: boolean;
  /** Shown above the texts (aria-hidden). */
  icon: ReactNode;
  /** Shown while a file is dragged over ('Suelta el archivo aquí'). */
  dropText: string;
  /** Shown otherwise ('Arrastra un archivo aquí o haz clic para seleccionarlo'), over `hint`. */
  prompt: string;
  /** The accepted formats and size ('PDF, JPG, JPEG, PNG • Máx. 10MB'). */
  hint: string;
  /** Under the texts, e.g. why the area is disabled. */
  children?: ReactNode;
  className?: string;
}

/**
 * A dashed area to click or drop a file on; the file input stays outside it, so no control holds another. Its name
 * comes from its content: the hidden `label`, then the texts shown ('Seleccionar archivo Arrastra un archivo aquí…').
 */
export function DropArea({
  dropzone,
  label,
  describedBy,
  disabled,
  icon,
  dropText,
  prompt,
  hint,
  children,
  className,
}: DropAreaProps) {
  const { getRootProps, getInputProps, isDragActive } = dropzone;
  return (
    <>
      {/* It only opens the file dialog. */}
      <input {...getInputProps({ 'aria-hidden': true, 'aria-label': label })} />
      <div
        {...getRootProps({
          role: 'button',
          'aria-describedby': describedBy,
          'aria-disabled': disabled || undefined,
          className: cn(
            'flex w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center transition-colors hover:border-primary/60 hover:bg-primary/5 focus-visible:outline-2 focus-visible:outline-ring',
            isDragActive && 'border-primary bg-primary/10',
            disabled && 'cursor-not-allowed opacity-60 hover:border-input hover:bg-transparent',
            className,
          ),
        })}
      >
        <span className="sr-only">{label}</span>
        {icon}
        {isDragActive ? (
          <p className="text-sm font-medium">{dropText}</p>
        ) : (
          <>
            <p className="text-sm font-medium">{prompt}</p>
            <p className="text-xs text-muted-foreground">{hint}</p>
          </>
        )}
        {children}
      </div>
    </>
  );
}
